// Which subscribers share one execution of an event: same organization, role, document and the
// variables its selection uses; never across organizations or roles, whatever `afterSeq` each sent.
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sharingKey } from '../../src/subscription-delivery.js';

const caller = (organizationId: string, role: string) => ({ caller: { organizationId, role } });
const follow = parse(
  'subscription F($afterSeq: Int, $kinds: [String!]) { ledgerEvents(afterSeq: $afterSeq, kinds: $kinds) { seq payload } }',
);
const withInclude = parse(`subscription G($afterSeq: Int, $full: Boolean!) { ledgerEvents(afterSeq: $afterSeq) { seq ...P } }
  fragment P on Event { payload @include(if: $full) }`);

describe('sharingKey', () => {
  it('is the same for consoles that differ only in where they start and what they filter', () => {
    const a = sharingKey({
      document: follow,
      operationName: 'F',
      variableValues: { afterSeq: 1 },
      contextValue: caller('o1', 'VIEWER'),
    });
    const b = sharingKey({
      document: follow,
      operationName: 'F',
      variableValues: { afterSeq: 900, kinds: ['tool.call'] },
      contextValue: caller('o1', 'VIEWER'),
    });
    expect(a).toBe(b);
  });

  it('differs by organization, by role, and by a variable the selection uses', () => {
    const key = (org: string, role: string, full: boolean) =>
      sharingKey({
        document: withInclude,
        operationName: 'G',
        variableValues: { afterSeq: 1, full },
        contextValue: caller(org, role),
      });
    expect(
      new Set([key('o1', 'VIEWER', true), key('o2', 'VIEWER', true), key('o1', 'SYSTEM', true), key('o1', 'VIEWER', false)]).size,
    ).toBe(4);
    expect(key('o1', 'VIEWER', true)).toBe(
      sharingKey({
        document: withInclude,
        operationName: 'G',
        variableValues: { afterSeq: 7, full: true },
        contextValue: caller('o1', 'VIEWER'),
      }),
    );
  });

  it('differs between documents', () => {
    const a = sharingKey({ document: follow, operationName: 'F', variableValues: {}, contextValue: caller('o1', 'VIEWER') });
    const b = sharingKey({
      document: parse('subscription F { ledgerEvents { seq } }'),
      operationName: 'F',
      variableValues: {},
      contextValue: caller('o1', 'VIEWER'),
    });
    expect(a).not.toBe(b);
  });
});
