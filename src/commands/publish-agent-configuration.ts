import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { type AgentConfiguration, type LedgerEvent, toAgentConfiguration, toLedgerEvent } from '../db/models.js';
import { id, MAX_PAYLOAD_BYTES, parseInput } from '../validation.js';

/**
 * The tools a configuration may declare: a name alone, or `{ name, effect }`. A call of a tool
 * declared internal (and not declared external by the call itself) is never uncertain; any other
 * call is, when an Attempt is cut off before a conclusive answer (workforce.unsettled_calls).
 */
const declaredTools = z
  .array(
    z.union([
      z.string().min(1),
      z.looseObject({ name: z.string().min(1).max(200), effect: z.enum(['internal', 'external']).optional() }),
    ]),
  )
  .max(1000);

export const PublishAgentConfigurationInput = z.object({
  agentId: id,
  version: z.number().int().positive(),
  configuration: z
    .json()
    .refine(
      (c) => Buffer.byteLength(JSON.stringify(c)) <= MAX_PAYLOAD_BYTES,
      `must be at most ${MAX_PAYLOAD_BYTES} bytes of JSON`,
    )
    .superRefine((c, ctx) => {
      const tools = c !== null && typeof c === 'object' && !Array.isArray(c) ? (c as Record<string, unknown>).tools : undefined;
      if (tools === undefined) return;
      const parsed = declaredTools.safeParse(tools);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['tools'],
          message: 'tools lists each tool as its name or as { name, effect: "internal" | "external" }',
        });
      }
    }),
  eventId: id.optional(),
});

export interface PublishAgentConfigurationResult {
  replayed: boolean;
  configuration: AgentConfiguration;
  event: LedgerEvent | null;
}

/** Versions are immutable and numbered 1, 2, …: the next one is always the latest plus one. */
export async function publishAgentConfiguration(
  db: Db,
  caller: Caller,
  input: z.input<typeof PublishAgentConfigurationInput>,
): Promise<PublishAgentConfigurationResult> {
  const i = parseInput(PublishAgentConfigurationInput, input);
  const json = await callFunction(db, 'publish_agent_configuration', {
    organization_id: caller.organizationId,
    caller_id: caller.actorId,
    agent_id: i.agentId,
    version: i.version,
    configuration: i.configuration,
    event_id: i.eventId ?? null,
  });
  return {
    replayed: json.replayed,
    configuration: toAgentConfiguration(json.configuration),
    event: json.event ? toLedgerEvent(json.event) : null,
  };
}
