import { expectDeactivate, expectPublish, expectRegister, maintainer } from './actors.js';
import { expectAppend, expectClaim, expectCreate, expectEnd, expectEntity, expectRecover } from './assignments.js';
import { expectCancel, expectReconcile, expectRenew, expectReopen } from './decisions.js';
import { type Expectation, judge, type Ledger, same } from './expectation.js';
import type { Observation, Op, Window } from './ops.js';
import type { Model } from './state.js';

// One command's observed answer against the model: `step` asks the command's decide function
// what it may answer, judges the answer and, when it is allowed, applies what it wrote.

/**
 * A rebuild that took one batch is one atomic step; one that took several is two: its first batch
 * (the projection is cleared and refuses commands from then on) and its last (current again).
 */
export type Phase = 'whole' | 'begin' | 'end';

function expect(m: Model, op: Op, phase: Phase, w: Window): Expectation {
  switch (op.type) {
    case 'create':
      return expectCreate(m, op);
    case 'claim':
      return expectClaim(m, op, w);
    case 'end':
      return expectEnd(m, op);
    case 'recover':
      return expectRecover(m, op, w);
    case 'append':
      return expectAppend(m, op);
    case 'renew':
      return expectRenew(m, op, w);
    case 'cancel':
      return expectCancel(m, op);
    case 'reopen':
      return expectReopen(m, op);
    case 'reconcile':
      return expectReconcile(m, op);
    case 'entity':
      return expectEntity(m, op);
    case 'register':
      return expectRegister(m, op);
    case 'deactivate':
      return expectDeactivate(m, op);
    case 'publish':
      return expectPublish(m, op);
    case 'dirty':
      return (
        maintainer(m, op.caller) ?? {
          replay: (value) => {
            m.dirty[op.projection] = true;
            return same('the dirty flag', value.dirty, true);
          },
        }
      );
    case 'rebuild':
      return (
        maintainer(m, op.caller) ?? {
          replay: (value) => {
            if (phase === 'begin') {
              m.rebuilding[op.projection] = true;
              return null;
            }
            m.rebuilding[op.projection] = false;
            m.dirty[op.projection] = false;
            return same('the rebuilt cursor', value.lastAppliedSeq, m.projectionSeq[op.projection]);
          },
        }
      );
  }
}

/** Judges one observed answer in state `m` (mutated when allowed); returns why it is wrong, or null. */
export function step(m: Model, op: Op, phase: Phase, observed: Observation, w: Window, ledger: Ledger): string | null {
  return judge(m, expect(m, op, phase, w), observed, ledger);
}
