import type { Caller } from '../caller.js';
import type { Db } from '../db/kysely.js';
import { DomainError, ValidationError } from '../errors.js';
import { type BatchLimits, DEFAULT_MAX_BATCH } from './batch.js';
import { createAssignments } from './create-assignment.js';

export interface ImportSummary {
  created: number;
  replayed: number;
  /** Lines that were refused, numbered from 1, with the code and message createAssignment gives. */
  refused: { line: number; code: string; message: string }[];
}

/**
 * Creates an Assignment for each line of JSON Lines (one CreateAssignmentInput per line; blank
 * lines are skipped), in batches of limits.maxBatch. Ids given in the input make a second run
 * replay instead of creating again. A line that is not JSON, or that createAssignment refuses, is
 * listed and does not stop the others; a database fault stops the import at its batch (the
 * batches before it are committed).
 */
export async function importAssignments(
  db: Db,
  caller: Caller,
  lines: AsyncIterable<string>,
  limits: BatchLimits = { maxBatch: DEFAULT_MAX_BATCH },
): Promise<ImportSummary> {
  const summary: ImportSummary = { created: 0, replayed: 0, refused: [] };
  let pending: { line: number; input: unknown }[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const results = await createAssignments(
      db,
      caller,
      pending.map((p) => p.input as never),
      limits,
    );
    results.forEach((result, i) => {
      if (result instanceof DomainError)
        summary.refused.push({ line: pending[i]!.line, code: result.code, message: result.message });
      else if (result.replayed) summary.replayed++;
      else summary.created++;
    });
    pending = [];
  };
  let number = 0;
  for await (const text of lines) {
    number++;
    if (text.trim() === '') continue;
    try {
      pending.push({ line: number, input: JSON.parse(text) });
    } catch (error) {
      const refusal = new ValidationError(`not a JSON document: ${(error as Error).message}`);
      summary.refused.push({ line: number, code: refusal.code, message: refusal.message });
    }
    if (pending.length >= limits.maxBatch) await flush();
  }
  await flush();
  return summary;
}
