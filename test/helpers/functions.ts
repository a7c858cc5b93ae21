import { sql } from 'kysely';
import { type ArgsOf, type FunctionName, functionCall, toQuery } from '../../src/db/functions.js';

/**
 * `select workforce.<name>(p_… => …) as result`, as a pg client takes it: for a command function
 * called past callCommand (inside a held transaction, as another role, or to count what it reads).
 */
export function functionQuery<N extends FunctionName>(name: N, args: ArgsOf<N>): { text: string; values: unknown[] } {
  return toQuery(sql`select ${functionCall(name, args)} as result`);
}
