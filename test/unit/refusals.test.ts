import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GraphQLField, GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { refusalError, SqlState, translateDatabaseError } from '../../src/db/errors.js';
import * as E from '../../src/errors.js';
import { type Fact, type RefusalDetail, refusalList, refusals } from '../../src/refusals.js';
import { schema } from '../../src/schema/index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WF_LITERAL = /'(WF\d{3})'/g;

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path, extension);
    return name.endsWith(extension) ? [path] : [];
  });
}

/** Every 'WFnnn' literal in the files, as `file:line WFnnn`. */
function wfLiterals(files: string[]): { where: string; state: string }[] {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => [...line.matchAll(WF_LITERAL)].map((m) => ({ where: `${file}:${i + 1}`, state: m[1]! }))),
  );
}

const SAMPLE: Record<Fact<unknown>['type'], unknown> = {
  ID: 'b5b0c1b4-8d55-4b1e-9e8e-0c8f3f1f2a10',
  DateTime: '2026-11-29T12:00:00.000000Z',
  Int: 42,
  StaleReason: 'BEHIND',
  ReceiptMismatch: 'PRODUCER_MISMATCH',
  ValidationIssues: null,
};
const sampleDetail = (facts: readonly Fact<unknown>[]): RefusalDetail =>
  Object.fromEntries(facts.filter((f) => f.detailKey).map((f) => [f.detailKey, SAMPLE[f.type]]));

const declared = new Set<string>(refusalList.flatMap((r) => (r.sqlState === null ? [] : [r.sqlState])));

describe('refusals, declared once in src/refusals.ts', () => {
  it('declares every SQLSTATE a command function in sql/schema raises or returns', () => {
    const undeclared = wfLiterals(filesUnder('sql/schema', '.sql'))
      .filter((l) => !declared.has(l.state))
      .map((l) => `${l.where} uses ${l.state}, which src/refusals.ts does not declare`);
    expect(undeclared).toEqual([]);
  });

  it('raises every declared SQLSTATE somewhere in sql/schema (sqlState null marks one raised elsewhere)', () => {
    const raised = new Set(wfLiterals(filesUnder('sql/schema', '.sql')).map((l) => l.state));
    const unused = refusalList
      .filter((r) => r.sqlState !== null && !raised.has(r.sqlState))
      .map((r) => `${r.code} declares ${r.sqlState}, which nothing in sql/schema raises`);
    expect(unused).toEqual([]);
  });

  it('gives each refusal its own SQLSTATE of class WF', () => {
    const states = refusalList.flatMap((r) => (r.sqlState === null ? [] : [r.sqlState]));
    expect(states.filter((s) => !/^WF\d{3}$/.test(s))).toEqual([]);
    expect(states.filter((s, i) => states.indexOf(s) !== i)).toEqual([]);
  });

  it('spells no WFnnn in src/ outside src/refusals.ts', () => {
    const elsewhere = wfLiterals(filesUnder('src', '.ts').filter((f) => f !== join('src', 'refusals.ts'))).map(
      (l) => `${l.where} spells ${l.state}: use SqlState from src/db/errors.ts`,
    );
    expect(elsewhere).toEqual([]);
  });

  it('declares every DomainError class of src/errors.ts, under the code the class carries', () => {
    const classes = (Object.values(E) as unknown[]).filter(
      (v): v is new (message: string) => E.DomainError => typeof v === 'function' && v.prototype instanceof E.DomainError,
    );
    const declaredClasses = new Set<unknown>(refusalList.map((r) => r.class));
    expect(classes.filter((c) => !declaredClasses.has(c)).map((c) => `${c.name} is not declared in src/refusals.ts`)).toEqual([]);
    for (const refusal of refusalList) {
      const error = new refusal.class('refused', ...refusal.facts.map((f) => f.read(sampleDetail(refusal.facts))));
      expect(error.code, refusal.class.name).toBe(refusal.code);
      expect(error.code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    }
  });

  it.each(refusalList.filter((r) => r.sqlState !== null).map((r) => [r.code, r] as const))(
    '%s: raised or returned by SQL, it becomes its class with every fact read from the detail',
    (_, refusal) => {
      const detail = sampleDetail(refusal.facts);
      const raised = translateDatabaseError(
        Object.assign(new Error('refused'), { code: refusal.sqlState, detail: JSON.stringify(detail) }),
      );
      const returned = refusalError({ code: refusal.sqlState!, message: 'refused', detail });
      for (const error of [raised, returned]) {
        expect(error).toBeInstanceOf(refusal.class);
        expect((error as E.DomainError).message).toBe('refused');
        for (const f of refusal.facts) {
          const value = (error as unknown as Record<string, unknown>)[f.name];
          const expected =
            f.type === 'DateTime' ? new Date('2026-11-29T12:00:00.000Z') : f.type === 'ValidationIssues' ? [] : SAMPLE[f.type];
          expect(value, `${refusal.code}.${f.name}`).toEqual(expected);
        }
      }
    },
  );

  it("keeps the SqlState map generated from the declarations, plus PostgreSQL's own states", () => {
    const expected = Object.fromEntries(refusalList.filter((r) => r.sqlState !== null).map((r) => [r.code, r.sqlState]));
    expect(SqlState).toEqual({
      ...expected,
      FOREIGN_KEY_VIOLATION: '23503',
      SERIALIZATION_FAILURE: '40001',
      DEADLOCK_DETECTED: '40P01',
    });
    expect(SqlState.CLAIM_CONFLICT).toBe(refusals.CLAIM_CONFLICT.sqlState);
  });
});

describe('the GraphQL error types', () => {
  const implementations = new Set(schema.getImplementations(schema.getType('Error') as never).objects.map((o) => o.name));

  it('are exactly the declared refusals that are in the schema, named after their classes', () => {
    expect([...implementations].sort()).toEqual(
      refusalList
        .filter((r) => r.inSchema)
        .map((r) => r.class.name)
        .sort(),
    );
  });

  it.each(refusalList.filter((r) => r.inSchema).map((r) => [r.class.name, r] as const))(
    "%s carries its declaration's description, and every field is described",
    (name, refusal) => {
      const type = schema.getType(name) as GraphQLObjectType;
      expect(type.description).toBe(refusal.description);
      const fields = Object.values(type.getFields()) as GraphQLField<unknown, unknown>[];
      expect(fields.map((f) => f.name).sort()).toEqual(['code', 'message', ...refusal.facts.map((f) => f.name)].sort());
      expect(fields.filter((f) => !f.description).map((f) => `${name}.${f.name} has no description`)).toEqual([]);
    },
  );
});
