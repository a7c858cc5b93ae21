import { typeBrandKey } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { databaseFault } from '../db/errors.js';
import { DomainError } from '../errors.js';

/**
 * Told how each mutation field settled (src/metrics.ts counts it; the request log lists the
 * refusals). `outcomes` holds the field's one outcome, or for a batch (`itemCommand` set: its
 * single command's name) one per item; `seconds` is the whole field's time.
 */
export interface CommandObserver {
  settled(command: string, itemCommand: string | undefined, outcomes: readonly string[], seconds: number): void;
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
  const seconds = () => (performance.now() - started) / 1000;
  const settled = (value: unknown) => {
    if (itemCommand === undefined) {
      observer.settled(command, undefined, [outcomeOf(value)], seconds());
    } else if (Array.isArray((value as { results?: unknown } | null)?.results)) {
      observer.settled(command, itemCommand, (value as { results: unknown[] }).results.map(outcomeOf), seconds());
    } else {
      observer.settled(command, undefined, [outcomeOf(value)], seconds());
    }
    return value;
  };
  const failed = (error: unknown): never => {
    observer.settled(command, undefined, [thrownOutcome(error)], seconds());
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
