import { describe, expect, it } from 'vitest';
import { databaseFault, isTransient, SqlState, translateDatabaseError } from '../../src/db/errors.js';
import * as E from '../../src/errors.js';

const pgError = (code: string, message: string, detail?: object) =>
  Object.assign(new Error(message), {
    code,
    ...(detail ? { detail: JSON.stringify(detail) } : {}),
  });

describe('translateDatabaseError', () => {
  it('maps every refusal SQLSTATE to its typed error with a SCREAMING_SNAKE_CASE code', () => {
    for (const [name, state] of Object.entries(SqlState)) {
      if (['SERIALIZATION_FAILURE', 'DEADLOCK_DETECTED'].includes(name)) continue;
      const error = translateDatabaseError(pgError(state, 'refused'));
      expect(error, name).toBeInstanceOf(E.DomainError);
      expect((error as E.DomainError).code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    }
    expect((translateDatabaseError(pgError(SqlState.VALIDATION_ERROR, 'bad')) as E.DomainError).code).toBe('VALIDATION_ERROR');
    expect((translateDatabaseError(pgError(SqlState.FOREIGN_KEY_VIOLATION, 'fk')) as E.DomainError).code).toBe(
      'CROSS_ORGANIZATION_REFERENCE',
    );
  });

  it('carries the facts a caller needs', () => {
    const conflict = translateDatabaseError(
      pgError(SqlState.CLAIM_CONFLICT, 'claimed', {
        attempt_id: 'a1',
        agent_id: 'g1',
        expires_at: '2026-11-29T12:00:00.000000Z',
      }),
    ) as E.ClaimConflict;
    expect(conflict).toBeInstanceOf(E.ClaimConflict);
    expect([conflict.attemptId, conflict.agentId, conflict.expiresAt.toISOString()]).toEqual([
      'a1',
      'g1',
      '2026-11-29T12:00:00.000Z',
    ]);
    expect(conflict.message).toBe('claimed');
    const stale = translateDatabaseError(
      pgError(SqlState.ASSIGNMENT_STATE_STALE, 'behind', { reason: 'BEHIND', pending_seq: 42 }),
    );
    expect(stale).toBeInstanceOf(E.AssignmentStateStale);
    expect(stale).toMatchObject({ reason: 'BEHIND', pendingSeq: 42, code: 'ASSIGNMENT_STATE_STALE' });
    const notActive = translateDatabaseError(
      pgError(SqlState.ATTEMPT_NOT_ACTIVE, 'stale', { attempt_id: 'old', active_attempt_id: null }),
    );
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

  it('retries the loser of a race on a caller-chosen event or entity id, and no other duplicate key', () => {
    const duplicate = (constraint: string) => Object.assign(pgError('23505', 'duplicate key'), { constraint });
    expect(isTransient(duplicate('events_organization_id_event_id_key'))).toBe(true);
    expect(isTransient(duplicate('entities_pkey'))).toBe(true);
    expect(isTransient(duplicate('organizations_slug_key'))).toBe(false);
    expect(isTransient(duplicate('events_one_start'))).toBe(false);
  });
});

describe('databaseFault', () => {
  const nodeError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

  it('names a lost or refused database DATABASE_UNAVAILABLE, and timeouts by what ran out', () => {
    const unavailable = [
      nodeError('ECONNREFUSED'),
      nodeError('ECONNRESET'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is shutting down'),
      pgError('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new AggregateError([nodeError('ECONNREFUSED')], ''), {}),
    ];
    for (const error of unavailable) {
      const fault = databaseFault(error);
      expect(fault, error.message).toBeInstanceOf(E.DatabaseUnavailable);
      expect(fault).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryable: true, cause: error });
    }
    expect(databaseFault(pgError('55P03', 'canceling statement due to lock timeout'))).toBeInstanceOf(E.LockTimeout);
    expect(databaseFault(pgError('57014', 'canceling statement due to statement timeout'))).toBeInstanceOf(E.StatementTimeout);
    expect(databaseFault(pgError('40001', 'could not serialize access'))).toBeInstanceOf(E.TransactionConflict);
    expect(databaseFault(pgError('40P01', 'deadlock detected'))).toMatchObject({ code: 'TRANSACTION_CONFLICT', retryable: true });
    expect(translateDatabaseError(pgError('55P03', 'lock timeout'))).toMatchObject({ code: 'LOCK_TIMEOUT', retryable: true });
  });

  it('leaves refusals, bugs and unknown SQLSTATEs alone', () => {
    for (const error of [
      pgError(SqlState.CLAIM_CONFLICT, 'claimed'),
      pgError('XX000', 'internal'),
      pgError('42883', 'no such function'),
      new TypeError('x is undefined'),
    ]) {
      expect(databaseFault(error)).toBeNull();
    }
  });

  it('does not retry waiting for a connection: the wait would repeat in full', () => {
    expect(isTransient(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isTransient(new Error('Connection terminated due to connection timeout'))).toBe(false);
  });
});
