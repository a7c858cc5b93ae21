import { sql } from 'kysely';
import { z } from 'zod';
import { callCommand, jsonParam } from '../db/call.js';
import type { Db } from '../db/kysely.js';
import { toAgentConfiguration, toLedgerEvent, type AgentConfiguration, type LedgerEvent, type RowOf } from '../db/models.js';
import type * as S from '../db/schema.js';
import { id, MAX_PAYLOAD_BYTES, parseInput } from '../validation.js';
import type { Caller } from '../caller.js';

export const PublishAgentConfigurationInput = z.object({
  agentId: id,
  version: z.number().int().positive(),
  configuration: z.json().refine((c) => Buffer.byteLength(JSON.stringify(c)) <= MAX_PAYLOAD_BYTES,
    `must be at most ${MAX_PAYLOAD_BYTES} bytes of JSON`),
  eventId: id.optional(),
});

export interface PublishAgentConfigurationResult {
  replayed: boolean;
  configuration: AgentConfiguration;
  event: LedgerEvent | null;
}

/** Versions are immutable and numbered 1, 2, …: the next one is always the latest plus one. */
export async function publishAgentConfiguration(
  db: Db, caller: Caller, input: z.input<typeof PublishAgentConfigurationInput>,
): Promise<PublishAgentConfigurationResult> {
  const i = parseInput(PublishAgentConfigurationInput, input);
  const json = await callCommand<{ replayed: boolean; configuration: RowOf<S.AgentConfigurations>; event: RowOf<S.Events> | null }>(db, sql`
    select workforce.publish_agent_configuration(${caller.organizationId}, ${caller.actorId}, ${i.agentId}, ${i.version},
                                                 ${jsonParam(i.configuration)}::jsonb, ${i.eventId ?? null}) as result`, caller.organizationId);
  return {
    replayed: json.replayed,
    configuration: toAgentConfiguration(json.configuration),
    event: json.event ? toLedgerEvent(json.event) : null,
  };
}
