import { type RefusalJson, refusalError } from '../db/errors.js';
import { DomainError, ValidationError } from '../errors.js';

/** How many items one batch may hold unless configured otherwise (WORKFORCE_MAX_BATCH). */
export const DEFAULT_MAX_BATCH = 500;

export interface BatchLimits {
  maxBatch: number;
}

/** One item's outcome: its result, or the typed refusal its single command would have raised. */
export type ItemResult<T> = T | DomainError;

type Answer<J> = J | { refusal: RefusalJson };

const isRefusal = <J>(answer: Answer<J>): answer is { refusal: RefusalJson } =>
  typeof answer === 'object' && answer !== null && 'refusal' in answer;

export interface BatchCommand<P, J, T> {
  /** The input's field that holds the items, named in the batch's own ValidationError. */
  field: string;
  /** Parses one item and chooses its ids, exactly as the single command does; throws its refusal. */
  prepare: (input: unknown) => P;
  /** The one SQL call (callFunction) for every prepared item: one result or refusal per item, in order. */
  call: (items: P[]) => Promise<Answer<J>[]>;
  toResult: (json: J) => T;
}

/**
 * Runs a batch: each item is prepared on its own, so a malformed one is that item's
 * ValidationError and the others go on; the rest are judged in order by one call of one SQL
 * function, in one transaction. Results come back in input order. A database fault fails the whole
 * batch (nothing was written, and the same batch may be sent again: every id was chosen before the
 * first try).
 */
export async function runBatch<P, J, T>(
  inputs: readonly unknown[],
  limits: BatchLimits,
  command: BatchCommand<P, J, T>,
): Promise<ItemResult<T>[]> {
  if (inputs.length === 0 || inputs.length > limits.maxBatch) {
    const message = `a batch holds 1 to ${limits.maxBatch} items, not ${inputs.length}`;
    throw new ValidationError(`${command.field}: ${message}`, [{ path: command.field, message }]);
  }
  const results: ItemResult<T>[] = new Array(inputs.length);
  const prepared: P[] = [];
  const positions: number[] = [];
  inputs.forEach((input, index) => {
    try {
      prepared.push(command.prepare(input));
      positions.push(index);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results[index] = error;
    }
  });
  if (prepared.length > 0) {
    const answers = await command.call(prepared);
    answers.forEach((answer, i) => {
      results[positions[i]!] = isRefusal(answer) ? refusalError(answer.refusal) : command.toResult(answer);
    });
  }
  return results;
}
