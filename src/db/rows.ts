import { z } from 'zod';
import type { RowOf } from './models.js';
import type * as S from './schema.js';

/**
 * Rows as the command functions return them in their JSON results (`to_jsonb(row)`): timestamps
 * as ISO strings, bytea as '\x…' text (an entity's sha256 as plain hex). Each is checked at compile
 * time against the table's generated type (src/db/schema.ts, `npm run db:types`): a column the
 * schema below lacks, or one the table does not have, is a type error naming it.
 */

type Keys<T> = keyof T & string;
/** The schema itself when its keys are exactly the row's and its output fits the row; else a type naming the difference. */
type RowSchema<Row, Schema extends z.ZodType> =
  z.output<Schema> extends Row
    ? [Exclude<Keys<z.output<Schema>>, Keys<Row>> | Exclude<Keys<Row>, Keys<z.output<Schema>>>] extends [never]
      ? Schema
      : { columnsNotInBoth: Exclude<Keys<z.output<Schema>>, Keys<Row>> | Exclude<Keys<Row>, Keys<z.output<Schema>>> }
    : { doesNotFit: Row };

const row =
  <Row>() =>
  <Schema extends z.ZodType>(schema: Schema & RowSchema<Row, Schema>): Schema =>
    schema;

const uuid = z.guid();
const at = z.string();
const seq = z.number().int();

export const eventRow = row<RowOf<S.Events>>()(
  z.strictObject({
    organization_id: uuid,
    org_seq: seq,
    event_id: uuid,
    kind: z.string(),
    payload_version: z.number().int(),
    payload: z.json(),
    actor_id: uuid,
    recorded_by: uuid,
    assignment_id: uuid.nullable(),
    attempt_id: uuid.nullable(),
    follows_event_id: uuid.nullable(),
    recorded_at: at,
    digest: z.string(),
  }),
);

export const actorRow = row<RowOf<S.Actors>>()(
  z.strictObject({
    organization_id: uuid,
    actor_id: uuid,
    kind: z.enum(['HUMAN', 'AI_AGENT', 'SYSTEM']),
    display_name: z.string(),
    status: z.enum(['ACTIVE', 'DEACTIVATED']),
    registered_at: at,
    registered_by: uuid,
    deactivated_at: at.nullable(),
    latest_configuration_version: z.number().int().nullable(),
    last_applied_seq: seq,
    updated_at: at,
  }),
);

export const agentConfigurationRow = row<RowOf<S.AgentConfigurations>>()(
  z.strictObject({
    organization_id: uuid,
    agent_id: uuid,
    version: z.number().int(),
    configuration: z.json(),
    published_at: at,
    published_by: uuid,
    published_seq: seq,
  }),
);

export const entityRow = row<RowOf<S.Entities>>()(
  z.strictObject({
    organization_id: uuid,
    entity_id: uuid,
    media_type: z.string(),
    content: z.string(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    byte_size: z.number().int(),
    created_by: uuid,
    generated_by_attempt_id: uuid.nullable(),
    created_seq: seq,
    created_at: at,
  }),
);

export const assignmentRow = row<RowOf<S.Assignments>>()(
  z.strictObject({
    organization_id: uuid,
    assignment_id: uuid,
    state: z.enum(['READY', 'RUNNING', 'COMPLETED', 'CANCELLED', 'UNCERTAIN']),
    title: z.string().nullable(),
    goal_entity_id: uuid,
    created_by: uuid,
    created_at: at,
    active_attempt_id: uuid.nullable(),
    claim_agent_id: uuid.nullable(),
    claim_configuration_version: z.number().int().nullable(),
    claim_expires_at: at.nullable(),
    claim_started_at: at.nullable(),
    outcome_entity_id: uuid.nullable(),
    completed_attempt_id: uuid.nullable(),
    completed_at: at.nullable(),
    attempt_count: z.number().int(),
    last_applied_seq: seq,
    updated_at: at,
    uncertain_attempt_id: uuid.nullable(),
    cancelled_at: at.nullable(),
    cancelled_by: uuid.nullable(),
    cancel_reason: z.string().nullable(),
    effected_attempt_id: uuid.nullable(),
  }),
);

/** An API token as SYSTEM callers see it: never the secret's hash. */
export const apiTokenRow = row<Omit<RowOf<S.ApiTokens>, 'secret_sha256'>>()(
  z.strictObject({
    organization_id: uuid,
    token_id: uuid,
    actor_id: uuid,
    role: z.enum(['SYSTEM', 'RUNNER', 'OPERATOR', 'VIEWER']),
    label: z.string().nullable(),
    created_by: uuid,
    created_seq: seq,
    created_at: at,
    expires_at: at.nullable(),
    revoked_at: at.nullable(),
    revoked_by: uuid.nullable(),
    revoked_seq: seq.nullable(),
    last_used_at: at.nullable(),
  }),
);

export const organizationRow = row<RowOf<S.Organizations>>()(
  z.strictObject({
    organization_id: uuid,
    slug: z.string(),
    created_at: at,
  }),
);

export const projectionCursorRow = row<RowOf<S.ProjectionCursors>>()(
  z.strictObject({
    organization_id: uuid,
    projection: z.enum(['ACTORS', 'ASSIGNMENTS']),
    version: z.number().int(),
    last_applied_seq: seq,
    dirty: z.boolean(),
    dirty_reason: z.string().nullable(),
    rebuilding: z.boolean(),
    rebuild_started_by: uuid.nullable(),
    updated_at: at,
  }),
);
