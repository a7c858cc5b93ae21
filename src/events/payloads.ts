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

/** A value stored apart (sql/schema/15_contents.sql): its content's SHA-256 and size in bytes. */
const contentRef = z.strictObject({ sha256: sha256Hex, size: z.number().int().nonnegative() });
/** A slot of a stored form: a reference, an object kept inline (wrapped), or any other value as sent. */
const storedSlot = z.union([
  contentRef,
  z.strictObject({ inline: z.record(z.string(), json) }),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json)]),
]);
const storedMessage = z.looseObject({ role: z.string().min(1).max(50), content: storedSlot });

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
  'evidence.retention_set@1': z.strictObject({ older_than_seconds: z.number().int().positive().nullable() }),
  'evidence.expired@1': z.strictObject({
    older_than_seconds: z.number().int().positive(),
    // The last event whose contents may be gone: verify_ledger accepts a missing content up to it.
    through_seq: z.number().int().nonnegative(),
    // 0 when nothing the batch covered could go: it still records how far retention went.
    contents_deleted: z.number().int().nonnegative(),
    bytes_deleted: z.number().int().nonnegative(),
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
  // endAttempt COMPLETED from issue 29 on: the outcome's facts ride on the ending.
  'attempt.ended@3': z.strictObject({
    assignment_id: id,
    attempt_id: id,
    outcome: z.literal('COMPLETED'),
    outcome_entity_id: id,
    failure_reason: z.null(),
    outcome_media_type: z.string(),
    outcome_sha256: sha256Hex,
    outcome_byte_size: z.number().int().nonnegative(),
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
    // UNCERTAIN: the tool calls whose effect was unsettled (workforce.unsettled_calls).
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
  'attempt.reconciled@2': z.strictObject({
    assignment_id: id,
    attempt_id: id,
    decision: z.enum(['RETRY', 'COMPLETE']),
    // RETRY: ABANDONED; COMPLETE: COMPLETED, or EFFECTED on a cancelled Assignment (it stays cancelled).
    outcome: z.enum(['ABANDONED', 'COMPLETED', 'EFFECTED']),
    // One per producing tool: the calls it settles, its producer (their tool), the Entity and its SHA-256.
    receipts: z
      .array(z.strictObject({ call_ids: z.array(callId).min(1), producer: z.string().min(1), entity_id: id, sha256: sha256Hex }))
      .min(1),
    outcome_entity_id: id.nullable(),
    // EFFECTED: the evidence of the effect, generated by the Attempt; never the Assignment's outcome.
    effect_entity_id: id.nullable(),
    note: z.string().nullable(),
    stored_entity_ids: z.array(id),
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
  'tool.result@2': z
    .looseObject({
      call_id: callId,
      tool_name: z.string().min(1),
      result: json.optional(),
      error: z.object({ message: z.string(), code: z.string().optional() }).optional(),
      // What became of the call's effect, as the tool knows it: "none" (nothing happened outside),
      // "happened", or "unknown". Only "none" and "happened" settle an error; without it an error
      // is "unknown", and a cut-off Attempt with such a call is UNCERTAIN.
      effect: z.enum(['none', 'happened', 'unknown']).optional(),
      latency_ms: z.number().nonnegative().optional(),
    })
    .refine((p) => (p.result === undefined) !== (p.error === undefined), {
      message: 'a tool result carries exactly one of result or error',
    }),
  // Stored forms (registry: storedFormOf), written by the generic append, never sent.
  'llm.request@2': z.looseObject({
    call_id: callId,
    model: z.string().min(1),
    messages: z.strictObject({
      count: z.number().int().nonnegative(),
      digest: sha256Hex,
      added: z.array(storedMessage),
      after: z.strictObject({ event_id: id, count: z.number().int().positive() }).optional(),
    }),
  }),
  'llm.response@2': z.looseObject({ call_id: callId, model: z.string().min(1), content: contentRef }),
  'tool.call@3': z.looseObject({ call_id: callId, tool_name: z.string().min(1), arguments: contentRef }),
  'tool.call@4': z.looseObject({
    call_id: callId,
    tool_name: z.string().min(1),
    arguments: contentRef,
    effect: z.enum(['internal', 'external']),
  }),
  'tool.result@3': z.looseObject({ call_id: callId, tool_name: z.string().min(1), result: contentRef }),
  'tool.result@4': z.looseObject({
    call_id: callId,
    tool_name: z.string().min(1),
    result: contentRef,
    effect: z.enum(['none', 'happened', 'unknown']).optional(),
  }),
} as const;

export type PayloadKey = keyof typeof payloadSchemas;
export type Payload<K extends PayloadKey> = z.infer<(typeof payloadSchemas)[K]>;
