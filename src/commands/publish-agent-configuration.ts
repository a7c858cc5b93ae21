import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { type AgentConfiguration, type LedgerEvent, toAgentConfiguration, toLedgerEvent } from '../db/models.js';
import { id, MAX_PAYLOAD_BYTES, parseInput } from '../validation.js';

export const PublishAgentConfigurationInput = z.object({
  agentId: id,
  version: z.number().int().positive(),
  configuration: z
    .json()
    .refine(
      (c) => Buffer.byteLength(JSON.stringify(c)) <= MAX_PAYLOAD_BYTES,
      `must be at most ${MAX_PAYLOAD_BYTES} bytes of JSON`,
    ),
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
