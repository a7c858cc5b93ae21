import { typeBrandKey } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { databaseFault } from '../db/errors.js';
import { DomainError } from '../errors.js';

/**
 * Told how each mutation field settled (src/metrics.ts counts it; the request log lists the
 * refusals). `outcomes` holds the field's one outcome, or a batch's item outcomes (`batch.items`;
 * else the outcome of the batch as a whole: refused, or failed); `seconds` is the whole field's time.
 */
export interface CommandObserver {
  settled(command: string, outcomes: readonly string[], seconds: number, batch?: BatchSettled): void;
}

export interface BatchSettled {
  /** The single command its items are (createAssignment for createAssignments). */
  itemCommand: string;
  /** True when `outcomes` are the items'; false when the batch as a whole was refused or failed. */
  items: boolean;
}

/** `success`, `replayed` or the code of the typed refusal (a refusal returned as a union member). */
export function outcomeOf(value: unknown): string {
  if (value instanceof DomainError) return value.code;
  if (typeof value !== 'object' || value === null) return 'success';
  // The errors plugin hands a caught refusal on as a proxy branded with the refusal's class.
  const brand = (value as { [typeBrandKey]?: unknown })[typeBrandKey];
  if (typeof brand === 'function' && brand.prototype instanceof DomainError) return (value as DomainError).code;
  return (value as { replayed?: unknown }).replayed === true ? 'replayed' : 'success';
}

/** What a thrown error (past the result union) is counted as: its refusal or fault code, else INTERNAL_SERVER_ERROR. */
export function thrownOutcome(error: unknown): string {
  if (error instanceof DomainError) return error.code;
  const fault = databaseFault(error);
  if (fault) return fault.code;
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
}

/**
 * Runs one mutation field's resolver and tells `observer` how it settled, rethrowing what it
 * throws. A batch refused as a whole (empty, or too large) is counted under the batch's own name.
 * Adds no promise of its own to a resolver that answers at once.
 */
export function observed(
  observer: CommandObserver,
  command: string,
  itemCommand: string | undefined,
  resolve: () => unknown,
): unknown {
  const started = performance.now();
  const report = (outcomes: string[], items: boolean) => {
    const seconds = (performance.now() - started) / 1000;
    // Counting must never turn an answered mutation into an error.
    try {
      observer.settled(command, outcomes, seconds, itemCommand === undefined ? undefined : { itemCommand, items });
    } catch {}
  };
  const settled = (value: unknown) => {
    const results = itemCommand === undefined ? undefined : (value as { results?: unknown } | null)?.results;
    if (Array.isArray(results)) report(results.map(outcomeOf), true);
    else report([outcomeOf(value)], false);
    return value;
  };
  const failed = (error: unknown): never => {
    report([thrownOutcome(error)], false);
    throw error;
  };
  let value: unknown;
  try {
    value = resolve();
  } catch (error) {
    return failed(error);
  }
  return value instanceof Promise ? value.then(settled, failed) : settled(value);
}
