import {
  CompiledQuery,
  DummyDriver,
  type Expression,
  isExpression,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from 'kysely';
import { z } from 'zod';
import { callCommand } from './call.js';
import type { Db } from './kysely.js';
import {
  actorRow,
  agentConfigurationRow,
  apiTokenRow,
  assignmentRow,
  entityRow,
  eventRow,
  organizationRow,
  projectionCursorRow,
} from './rows.js';

/**
 * The command functions of sql/schema, declared once for TypeScript: each one's parameters (named
 * as in SQL without `p_`, in SQL's order, with their SQL types; `?` where the caller may pass null)
 * and a zod schema of its JSON result. Every call goes through callFunction, in named notation
 * (`workforce.claim_assignment(p_organization_id => $1::uuid, …)`), so an argument can never land
 * in another parameter's place. test/db/functions.test.ts checks the declarations against pg_proc,
 * and tests check every result against its schema (WORKFORCE_CHECK_RESULTS, on in vitest.config.ts).
 */

const SQL_TYPES = ['uuid', 'uuid[]', 'text', 'integer', 'bigint', 'jsonb', 'timestamptz', 'bytea', 'boolean'] as const;
type SqlType = (typeof SQL_TYPES)[number];
type ParamSpec = SqlType | `${SqlType}?`;

interface TsTypes {
  uuid: string;
  'uuid[]': readonly string[];
  text: string;
  integer: number;
  bigint: number;
  jsonb: unknown;
  timestamptz: Date;
  bytea: Buffer;
  boolean: boolean;
}
type TsOf<P> = P extends `${infer T extends SqlType}?` ? TsTypes[T] | null : P extends SqlType ? TsTypes[P] : never;

interface FunctionSpec<P extends Record<string, ParamSpec> = Record<string, ParamSpec>, R extends z.ZodType = z.ZodType> {
  params: P;
  result: R;
}

const fn = <P extends Record<string, ParamSpec>, R extends z.ZodType>(params: P, result: R): FunctionSpec<P, R> => ({
  params,
  result,
});

/** A refusal a batch function returns as an item's result instead of raising it (sql: workforce.refusal). */
export const refusalValue = z.strictObject({
  refusal: z.strictObject({ code: z.string(), message: z.string(), detail: z.record(z.string(), z.unknown()).optional() }),
});
const batchOf = <T extends z.ZodType>(item: T) => z.array(z.union([refusalValue, item]));
/** What a group function answers for an item whose organization another transaction held: run it alone. */
export const busyValue = z.strictObject({ busy: z.literal(true) });
const groupOf = <T extends z.ZodType>(item: T) => z.array(z.union([refusalValue, busyValue, item]));

const replayed = z.boolean();
const actorResult = z.strictObject({ replayed, actor: actorRow, event: eventRow.nullable() });
export const assignmentResult = z.strictObject({
  replayed,
  assignment: assignmentRow,
  goal_entity: entityRow,
  outcome_entity: entityRow.nullable(),
  attempt_events: z.array(eventRow),
  /** A decision's (renew, cancel, reopen, reconcile) own event; null for the other commands. */
  event: eventRow.nullable(),
});
/** `payload`: what was sent, when `event` holds its stored form (sql/schema/15_contents.sql); absent for a continuation. */
const eventResult = z.strictObject({ replayed, event: eventRow, payload: z.record(z.string(), z.json()).optional() });
const entityResult = z.strictObject({ replayed, entity: entityRow });
/** workforce.availability: an Assignment's availability to a claim. */
export const availabilityJson = z.strictObject({
  reason: z.enum(['READY', 'CLAIMED', 'CLAIM_EXPIRED', 'UNCERTAIN', 'COMPLETED', 'CANCELLED']),
  claimable: z.boolean(),
  attempt_id: z.guid().nullable(),
  until: z.iso.datetime({ offset: true }).nullable(),
  explanation: z.string(),
  /** The Actor that claimed the active Attempt (only it may renew or end it); null without a claim. */
  claimed_by: z.guid().nullable(),
});
/** A refusal as a value (workforce.refusal): what every claim of the organization would meet. */
const refusalJson = z.strictObject({
  refusal: z.strictObject({ code: z.string(), message: z.string(), detail: z.record(z.string(), z.unknown()) }),
});
const tokenResult = z.strictObject({ replayed, token: apiTokenRow });

const caller = { organization_id: 'uuid', caller_id: 'uuid' } as const;

export const commandFunctions = {
  create_organization: fn(
    { organization_id: 'uuid?', slug: 'text', system_actor_id: 'uuid?', display_name: 'text' },
    z.strictObject({ replayed, organization: organizationRow, system_actor_id: z.guid() }),
  ),
  register_actor: fn({ ...caller, actor_id: 'uuid', kind: 'text', display_name: 'text', event_id: 'uuid?' }, actorResult),
  deactivate_actor: fn({ ...caller, actor_id: 'uuid', event_id: 'uuid?' }, actorResult),
  publish_agent_configuration: fn(
    { ...caller, agent_id: 'uuid', version: 'integer', configuration: 'jsonb', event_id: 'uuid?' },
    z.strictObject({ replayed, configuration: agentConfigurationRow, event: eventRow.nullable() }),
  ),
  create_entity: fn({ ...caller, entity_id: 'uuid', media_type: 'text', content: 'text', attempt_id: 'uuid?' }, entityResult),
  create_assignment: fn(
    {
      ...caller,
      assignment_id: 'uuid',
      event_id: 'uuid?',
      title: 'text?',
      goal_entity_id: 'uuid',
      goal_media_type: 'text?',
      goal_content: 'text?',
    },
    assignmentResult,
  ),
  claim_assignment: fn(
    {
      ...caller,
      assignment_id: 'uuid',
      agent_id: 'uuid',
      configuration_version: 'integer',
      attempt_id: 'uuid',
      event_id: 'uuid?',
      claim_expires_at: 'timestamptz?',
      claim_ttl_seconds: 'integer?',
      max_claim_seconds: 'integer',
    },
    assignmentResult,
  ),
  end_attempt: fn(
    {
      ...caller,
      assignment_id: 'uuid',
      attempt_id: 'uuid',
      outcome: 'text',
      outcome_entity_id: 'uuid?',
      outcome_media_type: 'text?',
      outcome_content: 'text?',
      failure_reason: 'text?',
      event_id: 'uuid?',
    },
    assignmentResult,
  ),
  recover_expired_claim: fn({ ...caller, assignment_id: 'uuid', attempt_id: 'uuid', event_id: 'uuid?' }, assignmentResult),
  renew_claim: fn(
    {
      ...caller,
      assignment_id: 'uuid',
      attempt_id: 'uuid',
      claim_expires_at: 'timestamptz?',
      claim_ttl_seconds: 'integer?',
      max_claim_seconds: 'integer',
      event_id: 'uuid?',
    },
    assignmentResult,
  ),
  cancel_assignment: fn({ ...caller, assignment_id: 'uuid', reason: 'text', event_id: 'uuid?' }, assignmentResult),
  reopen_assignment: fn({ ...caller, assignment_id: 'uuid', reason: 'text', event_id: 'uuid?' }, assignmentResult),
  reconcile_attempt: fn(
    {
      ...caller,
      assignment_id: 'uuid',
      attempt_id: 'uuid',
      decision: 'text',
      receipts: 'jsonb',
      outcome_entity_id: 'uuid?',
      outcome_media_type: 'text?',
      outcome_content: 'text?',
      note: 'text?',
      event_id: 'uuid?',
    },
    assignmentResult,
  ),
  assess_assignments: fn(
    { organization_id: 'uuid', assignment_ids: 'uuid[]' },
    z.strictObject({ stale: refusalJson.nullable(), assessments: z.record(z.guid(), availabilityJson) }),
  ),
  count_claims_awaiting_recovery: fn({ limit: 'integer' }, z.strictObject({ count: z.number().int().nonnegative() })),
  append_event: fn(
    {
      ...caller,
      event_id: 'uuid',
      kind: 'text',
      payload_version: 'integer',
      payload: 'jsonb',
      assignment_id: 'uuid?',
      attempt_id: 'uuid?',
      continues_call_id: 'text?',
    },
    eventResult,
  ),
  // Batches: p_items is a JSON array of items whose keys are the item function's parameters without p_.
  create_assignments: fn({ ...caller, items: 'jsonb' }, batchOf(assignmentResult)),
  claim_assignments: fn({ ...caller, items: 'jsonb', max_claim_seconds: 'integer' }, batchOf(assignmentResult)),
  end_attempts: fn({ ...caller, items: 'jsonb' }, batchOf(assignmentResult)),
  append_events: fn({ ...caller, items: 'jsonb' }, batchOf(eventResult)),
  create_entities: fn({ ...caller, items: 'jsonb' }, batchOf(entityResult)),
  // Group commit (src/commands/group-commit.ts): items of many callers (and, on plain PostgreSQL, of
  // many organizations), each with its caller_id; an item left to its single command is {busy: true}.
  create_assignment_group: fn({ organization_id: 'uuid', items: 'jsonb' }, groupOf(assignmentResult)),
  claim_assignment_group: fn({ organization_id: 'uuid', items: 'jsonb' }, groupOf(assignmentResult)),
  end_attempt_group: fn({ organization_id: 'uuid', items: 'jsonb' }, groupOf(assignmentResult)),
  append_event_group: fn({ organization_id: 'uuid', items: 'jsonb' }, groupOf(eventResult)),
  create_entity_group: fn({ organization_id: 'uuid', items: 'jsonb' }, groupOf(entityResult)),
  mark_projection_dirty: fn({ ...caller, projection: 'text', reason: 'text' }, projectionCursorRow),
  rebuild_projection: fn(
    { ...caller, projection: 'text', batch_size: 'integer' },
    z.strictObject({
      projection: z.enum(['ACTORS', 'ASSIGNMENTS']),
      last_applied_seq: z.number().int(),
      applied: z.number().int(),
      done: z.boolean(),
    }),
  ),
  set_evidence_retention: fn(
    { ...caller, older_than_seconds: 'integer?' },
    z.strictObject({ changed: z.boolean(), older_than_seconds: z.number().int().nullable() }),
  ),
  expire_evidence: fn(
    { ...caller, batch_size: 'integer', until: 'bigint?' },
    z.strictObject({
      older_than_seconds: z.number().int().nullable(),
      through_seq: z.number().int().nullable(),
      /** The last event recorded before the period began, when this batch started: where a run ends. */
      cutoff: z.number().int().nullable(),
      deleted: z.number().int(),
      bytes: z.number().int(),
      done: z.boolean(),
    }),
  ),
  verify_ledger: fn(
    { organization_id: 'uuid' },
    z.strictObject({
      ok: z.boolean(),
      events_checked: z.number().int(),
      first_broken: z.strictObject({ seq: z.number().int(), event_id: z.guid().optional(), reason: z.string() }).nullable(),
    }),
  ),
  create_api_token: fn(
    {
      ...caller,
      token_id: 'uuid',
      actor_id: 'uuid',
      role: 'text',
      secret_sha256: 'bytea',
      label: 'text?',
      expires_at: 'timestamptz?',
      ttl_seconds: 'integer?',
    },
    tokenResult,
  ),
  revoke_api_token: fn({ ...caller, token_id: 'uuid' }, tokenResult),
} satisfies Record<string, FunctionSpec>;

export type FunctionName = keyof typeof commandFunctions;
type Spec<N extends FunctionName> = (typeof commandFunctions)[N];
/** A call's values: every parameter, by name (null where its declaration allows). */
export type ValuesOf<N extends FunctionName> = { [K in keyof Spec<N>['params']]: TsOf<Spec<N>['params'][K]> };
/** functionCall's arguments: values, or Expressions embedded as SQL (set-based calls in tests and setup). */
export type ArgsOf<N extends FunctionName> = { [K in keyof Spec<N>['params']]: ValuesOf<N>[K] | Expression<unknown> };
export type ResultOf<N extends FunctionName> = z.output<Spec<N>['result']>;

const baseType = (spec: ParamSpec): SqlType => spec.replace('?', '') as SqlType;
/** JSON goes as text: pg would turn a JS array into a PostgreSQL array. */
const bindValue = (spec: ParamSpec, value: unknown): unknown =>
  value !== null && baseType(spec) === 'jsonb' ? JSON.stringify(value) : value;

/**
 * `workforce.<name>(p_a => $1::type, …)`: the call expression, every parameter named and cast to its
 * declared type; an Expression argument is embedded as SQL.
 */
export function functionCall<N extends FunctionName>(name: N, args: ArgsOf<N>): RawBuilder<ResultOf<N>> {
  const params = commandFunctions[name].params as Record<string, ParamSpec>;
  const values = args as Record<string, unknown>;
  const named = Object.entries(params).map(([param, spec]) => {
    const value = values[param];
    if (value === undefined) throw new Error(`workforce.${name}: no value for p_${param} (pass null for none)`);
    const type = sql.raw(baseType(spec));
    if (isExpression(value)) return sql`${sql.raw(`p_${param}`)} => (${value})::${type}`;
    return sql`${sql.raw(`p_${param}`)} => ${bindValue(spec, value)}::${type}`;
  });
  return sql<ResultOf<N>>`workforce.${sql.raw(name)}(${sql.join(named)})`;
}

/**
 * Whether callFunction checks each result against its declaration. Off in production (the claim
 * and completion path is benchmarked); on in tests (vitest.config.ts sets WORKFORCE_CHECK_RESULTS).
 */
export const resultChecks = { enabled: process.env.WORKFORCE_CHECK_RESULTS === '1', checked: new Set<FunctionName>() };

export function checkResult<N extends FunctionName>(name: N, result: unknown): ResultOf<N> {
  const parsed = commandFunctions[name].result.safeParse(result);
  if (!parsed.success) {
    throw new Error(
      `workforce.${name} returned a result its declaration in src/db/functions.ts does not describe: ` +
        `${z.prettifyError(parsed.error)}\n${JSON.stringify(result).slice(0, 2000)}`,
    );
  }
  resultChecks.checked.add(name);
  return result as ResultOf<N>;
}

/**
 * `select workforce.<name>(p_a => $1::type, …) as result`, rendered once per function by
 * functionCall (so the two never differ): a call then only binds its values, in parameter order.
 */
const statements = new Map<FunctionName, string>();
function statementOf(name: FunctionName): string {
  let text = statements.get(name);
  if (text === undefined) {
    const placeholders = Object.fromEntries(Object.keys(commandFunctions[name].params).map((param) => [param, null]));
    text = toQuery(sql`select ${functionCall(name, placeholders as never)} as result`).text;
    statements.set(name, text);
  }
  return text;
}

/** The call's one statement, its values bound in parameter order. */
function compiledCall<N extends FunctionName>(name: N, args: ValuesOf<N>): CompiledQuery<{ result: ResultOf<N> }> {
  const values = args as Record<string, unknown>;
  const params = commandFunctions[name].params as Record<string, ParamSpec>;
  const bound: unknown[] = [];
  for (const param in params) {
    const value = values[param];
    if (value === undefined) throw new Error(`workforce.${name}: no value for p_${param} (pass null for none)`);
    bound.push(bindValue(params[param]!, value));
  }
  return CompiledQuery.raw(statementOf(name), bound) as CompiledQuery<{ result: ResultOf<N> }>;
}

/**
 * Calls one command function: one statement, one transaction, through callCommand (bounded retry
 * of transient faults, refusals translated). A call by a caller of an organization (a function
 * taking p_caller_id) passes that organization's gate first.
 */
export async function callFunction<N extends FunctionName>(db: Db, name: N, args: ValuesOf<N>): Promise<ResultOf<N>> {
  const organizationId =
    'caller_id' in commandFunctions[name].params ? String((args as Record<string, unknown>).organization_id) : undefined;
  const result = await callCommand(db, compiledCall(name, args), organizationId);
  return resultChecks.enabled ? checkResult(name, result) : result;
}

/**
 * One try of one command function, its error as the driver raised it: for a caller that must tell
 * a lost answer from a refusal itself (group commit, src/commands/group-commit.ts).
 */
export async function callFunctionOnce<N extends FunctionName>(db: Db, name: N, args: ValuesOf<N>): Promise<ResultOf<N>> {
  const { rows } = await db.executeQuery(compiledCall(name, args));
  const result = rows[0]!.result;
  return resultChecks.enabled ? checkResult(name, result) : result;
}

// Compiles without a connection: for statements sent through a plain pg client (tests, bench setup).
const compiler = new Kysely<never>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A statement as pg's client.query takes it, e.g. `select ${functionCall('claim_assignment', {…})} as result`. */
export function toQuery(statement: RawBuilder<unknown>): { text: string; values: unknown[] } {
  const compiled = statement.compile(compiler);
  return { text: compiled.sql, values: [...compiled.parameters] };
}
