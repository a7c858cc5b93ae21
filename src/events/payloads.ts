import { z } from 'zod';

/**
 * Payload schemas of every active event kind and version, keyed `kind@version`. Payload keys are
 * snake_case, as written by the command functions. Lifecycle payloads are strict: an unknown key
 * (a budget field, say) is refused, so a payload version cannot drift silently. Interaction
 * payloads (llm.*, tool.*) require their core fields and keep whatever else a Runner records.
 */
const id = z.guid();
const timestamp = z.iso.datetime({ offset: true });
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const callId = z.string().min(1).max(200);
const json = z.json();

const tokenUsage = z.object({
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
  total_tokens: z.number().int().nonnegative().optional(),
});

const message = z.object({
  role: z.string().min(1).max(50),
  content: json,
});

export const payloadSchemas = {
  'organization.created@1': z.strictObject({ organization_id: id, slug: z.string(), system_actor_id: id }),
  'actor.registered@1': z.strictObject({
    actor_id: id,
    kind: z.enum(['HUMAN', 'AI_AGENT', 'SYSTEM']),
    display_name: z.string().min(1),
  }),
  'actor.deactivated@1': z.strictObject({ actor_id: id }),
  'agent_configuration.published@1': z.strictObject({
    agent_id: id,
    version: z.number().int().positive(),
    configuration: json,
  }),
  'entity.created@1': z.strictObject({
    entity_id: id,
    media_type: z.string(),
    sha256: sha256Hex,
    byte_size: z.number().int().nonnegative(),
    attempt_id: id.nullable(),
  }),
  'api_token.created@1': z.strictObject({
    token_id: id,
    actor_id: id,
    role: z.enum(['SYSTEM', 'RUNNER', 'OPERATOR', 'VIEWER']),
    label: z.string().nullable(),
    // Added with token expiry; absent from tokens created before it.
    expires_at: timestamp.nullable().optional(),
  }),
  'assignment.created@1': z.strictObject({ assignment_id: id, title: z.string().nullable(), goal_entity_id: id }),
  'attempt.started@1': z.strictObject({
    assignment_id: id,
    attempt_id: id,
    agent_id: id,
    configuration_version: z.number().int().positive(),
    claim_expires_at: timestamp,
  }),
  'attempt.ended@1': z.strictObject({
    assignment_id: id,
    attempt_id: id,
    outcome: z.enum(['COMPLETED', 'FAILED', 'ABANDONED']),
    outcome_entity_id: id.nullable(),
    failure_reason: z.string().nullable(),
    claim_expired_at: timestamp.optional(),
  }),
  'attempt.ended@2': z.strictObject({
    assignment_id: id,
    attempt_id: id,
    outcome: z.enum(['ABANDONED', 'SUPERSEDED', 'UNCERTAIN']),
    outcome_entity_id: z.null(),
    failure_reason: z.null(),
    // Recovery: when the claim expired. Cancellation: the assignment.cancelled event that follows.
    claim_expired_at: timestamp.optional(),
    cancelled_event_id: id.optional(),
    // UNCERTAIN: the external tool calls without a result.
    unanswered_call_ids: z.array(callId).min(1).optional(),
  }),
  'attempt.renewed@1': z.strictObject({
    assignment_id: id,
    attempt_id: id,
    claim_expires_at: timestamp,
    previous_claim_expires_at: timestamp,
  }),
  'attempt.reconciled@1': z.strictObject({
    assignment_id: id,
    attempt_id: id,
    decision: z.enum(['RETRY', 'COMPLETE']),
    receipt_entity_id: id,
    receipt_sha256: sha256Hex,
    outcome_entity_id: id.nullable(),
    note: z.string().nullable(),
    // The Entities this reconciliation stored (an inline receipt, then the outcome), in that order.
    stored_entity_ids: z.array(id).max(2),
  }),
  'assignment.cancelled@1': z.strictObject({
    assignment_id: id,
    reason: z.string().min(1),
    superseded_attempt_id: id.nullable(),
  }),
  'assignment.reopened@1': z.strictObject({ assignment_id: id, reason: z.string().min(1) }),
  'api_token.revoked@1': z.strictObject({
    token_id: id,
    actor_id: id,
    role: z.enum(['SYSTEM', 'RUNNER', 'OPERATOR', 'VIEWER']),
  }),
  'llm.request@1': z.looseObject({
    call_id: callId,
    model: z.string().min(1),
    messages: z.array(message),
    parameters: z.record(z.string(), json).optional(),
  }),
  'llm.response@1': z.looseObject({
    call_id: callId,
    model: z.string().min(1),
    content: json,
    usage: tokenUsage.optional(),
    latency_ms: z.number().nonnegative().optional(),
    finish_reason: z.string().optional(),
  }),
  'tool.call@1': z.looseObject({
    call_id: callId,
    tool_name: z.string().min(1),
    arguments: json,
  }),
  'tool.call@2': z.looseObject({
    call_id: callId,
    tool_name: z.string().min(1),
    arguments: json,
    // external: the call may change the world outside (a payment, an email); unanswered, it makes
    // a recovered or cancelled attempt UNCERTAIN. internal: it changes nothing outside.
    effect: z.enum(['internal', 'external']),
  }),
  'tool.result@1': z
    .looseObject({
      call_id: callId,
      tool_name: z.string().min(1),
      result: json.optional(),
      error: z.object({ message: z.string(), code: z.string().optional() }).optional(),
      latency_ms: z.number().nonnegative().optional(),
    })
    .refine((p) => (p.result === undefined) !== (p.error === undefined), {
      message: 'a tool result carries exactly one of result or error',
    }),
} as const;

export type PayloadKey = keyof typeof payloadSchemas;
export type Payload<K extends PayloadKey> = z.infer<(typeof payloadSchemas)[K]>;
