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

/** A batch mutation's result: each item's outcome, or the batch's own refusal. */
function batchOutcomes(value: unknown): string[] {
  const results = (value as { results?: unknown[] } | null)?.results;
  return Array.isArray(results) ? results.map(outcomeOf) : [outcomeOf(value)];
}

/**
 * Runs one mutation field's resolver and tells `observer` how it settled, rethrowing what it
 * throws. A batch refused as a whole (empty, or too large) is counted under the batch's own name.
 */
export async function observed(
  observer: CommandObserver,
  command: string,
  itemCommand: string | undefined,
  resolve: () => unknown,
): Promise<unknown> {
  const started = performance.now();
  let outcomes: string[];
  try {
    const value = await resolve();
    outcomes = itemCommand === undefined ? [outcomeOf(value)] : batchOutcomes(value);
    const wholeBatchRefused = itemCommand !== undefined && !Array.isArray((value as { results?: unknown }).results);
    observer.settled(command, wholeBatchRefused ? undefined : itemCommand, outcomes, (performance.now() - started) / 1000);
    return value;
  } catch (error) {
    observer.settled(command, undefined, [thrownOutcome(error)], (performance.now() - started) / 1000);
    throw error;
  }
}
