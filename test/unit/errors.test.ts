import { describe, expect, it } from 'vitest';
import { isTransient, SqlState, translateDatabaseError } from '../../src/db/errors.js';
import * as E from '../../src/errors.js';

const pgError = (code: string, message: string, detail?: object) => Object.assign(new Error(message), {
  code, ...(detail ? { detail: JSON.stringify(detail) } : {}),
});

describe('translateDatabaseError', () => {
  it('maps every refusal SQLSTATE to its typed error with a SCREAMING_SNAKE_CASE code', () => {
    for (const [name, state] of Object.entries(SqlState)) {
      if (['SERIALIZATION_FAILURE', 'DEADLOCK_DETECTED'].includes(name)) continue;
      const error = translateDatabaseError(pgError(state, 'refused'));
      expect(error, name).toBeInstanceOf(E.DomainError);
      expect((error as E.DomainError).code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    }
    expect((translateDatabaseError(pgError(SqlState.INVALID_INPUT, 'bad')) as E.DomainError).code).toBe('VALIDATION_ERROR');
    expect((translateDatabaseError(pgError(SqlState.FOREIGN_KEY_VIOLATION, 'fk')) as E.DomainError).code).toBe('CROSS_ORGANIZATION_REFERENCE');
  });

  it('carries the facts a caller needs', () => {
    const conflict = translateDatabaseError(pgError(SqlState.CLAIM_CONFLICT, 'claimed', {
      attempt_id: 'a1', agent_id: 'g1', expires_at: '2026-11-29T12:00:00.000000Z' })) as E.ClaimConflict;
    expect(conflict).toBeInstanceOf(E.ClaimConflict);
    expect([conflict.attemptId, conflict.agentId, conflict.expiresAt.toISOString()]).toEqual(['a1', 'g1', '2026-11-29T12:00:00.000Z']);
    expect(conflict.message).toBe('claimed');
    const stale = translateDatabaseError(pgError(SqlState.ASSIGNMENT_STATE_STALE, 'behind', { reason: 'BEHIND', pending_seq: 42 }));
    expect(stale).toBeInstanceOf(E.AssignmentStateStale);
    expect(stale).toMatchObject({ reason: 'BEHIND', pendingSeq: 42, code: 'ASSIGNMENT_STATE_STALE' });
    const notActive = translateDatabaseError(pgError(SqlState.ATTEMPT_NOT_ACTIVE, 'stale', { attempt_id: 'old', active_attempt_id: null }));
    expect(notActive).toMatchObject({ attemptId: 'old', activeAttemptId: null, code: 'ATTEMPT_NOT_ACTIVE' });
  });

  it('passes anything else through untouched', () => {
    const unknown = pgError('XX000', 'internal');
    expect(translateDatabaseError(unknown)).toBe(unknown);
    const plain = new Error('plain');
    expect(translateDatabaseError(plain)).toBe(plain);
  });
});

describe('isTransient', () => {
  it('retries serialization failures, deadlocks and lost connections, never refusals', () => {
    expect(isTransient(pgError('40001', 'serialization'))).toBe(true);
    expect(isTransient(pgError('40P01', 'deadlock'))).toBe(true);
    expect(isTransient(pgError('57P01', 'terminating connection'))).toBe(true);
    expect(isTransient(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isTransient(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransient(pgError(SqlState.CLAIM_CONFLICT, 'claimed'))).toBe(false);
    expect(isTransient(pgError('23505', 'duplicate'))).toBe(false);
  });
});
