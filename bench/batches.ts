// The batch mutations over GraphQL/HTTP, against the same production server as the unbatched
// cycle: the batched claim-and-complete cycle, bulk creation, and appendEvents in one
// organization beside the floor of inserting the same ledger rows.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { BenchContext } from './context.js';
import { type Measurement, measure } from './measure.js';
import type { Report } from './report.js';
import { type BenchOrganization, readyAssignments } from './setup.js';

/** One GraphQL request as a Runner sends it: the `data` of the answer. */
export type Gql = (
  token: string,
  query: string,
  input: object,
) => Promise<Record<string, { __typename: string; results?: { __typename: string }[] }>>;

export const BATCHED_CYCLE = 'batched cycle via GraphQL/HTTP, 100 per request';
export const BULK_CREATE = 'createAssignments via GraphQL/HTTP, 100 per request';
export const APPEND_EVENTS = 'appendEvents via GraphQL/HTTP, 10 per request (events)';
export const APPEND_FLOOR = 'floor: insert the same 10 ledger rows per transaction (events)';

export const CLAIMS = `mutation($input: ClaimAssignmentsInput!) { claimAssignments(input: $input) { __typename
  ... on ClaimAssignmentsSuccess { results { __typename } } } }`;
const ENDS = `mutation($input: EndAttemptsInput!) { endAttempts(input: $input) { __typename
  ... on EndAttemptsSuccess { results { __typename } } } }`;
const CREATES = `mutation($input: CreateAssignmentsInput!) { createAssignments(input: $input) { __typename
  ... on CreateAssignmentsSuccess { results { __typename } } } }`;
export const APPENDS = `mutation($input: AppendEventsInput!) { appendEvents(input: $input) { __typename
  ... on AppendEventsSuccess { results { __typename } } } }`;

/** A request's items per second: `measure` counts requests. */
const perItem = (m: Measurement, size: number): Measurement => ({ ...m, ops: m.ops * size, perSecond: m.perSecond * size });

/** Every item of a batch answered with its success type, or the bench is measuring refusals. */
export function expectAll(answer: Awaited<ReturnType<Gql>>, field: string, success: string, item: string): void {
  const results = answer[field]?.results;
  if (answer[field]?.__typename !== success || !results || results.some((r) => r.__typename !== item)) {
    throw new Error(`${field}: ${JSON.stringify(answer).slice(0, 400)}`);
  }
}

/** Batches of `size` claims, then the same Attempts completed in one endAttempts: one batch per organization per request. */
export async function batchedCycles(
  ctx: BenchContext,
  report: Report,
  gql: Gql,
  orgs: BenchOrganization[],
  requests: number,
  clients: number,
  size: number,
): Promise<Measurement> {
  const ready = await readyAssignments(ctx.admin, orgs, Math.ceil(requests / orgs.length) * size);
  const used = new Map(orgs.map((o) => [o.organizationId, 0]));
  return report.record(
    BATCHED_CYCLE,
    orgs.length,
    clients,
    perItem(
      await measure(clients, requests, async (i) => {
        const org = orgs[i % orgs.length]!;
        const from = used.get(org.organizationId)!;
        used.set(org.organizationId, from + size);
        const claims = ready
          .get(org.organizationId)!
          .slice(from, from + size)
          .map((assignmentId) => ({ assignmentId, agentId: org.agentId, configurationVersion: 1, attemptId: randomUUID() }));
        expectAll(
          await gql(org.runnerToken, CLAIMS, { claims }),
          'claimAssignments',
          'ClaimAssignmentsSuccess',
          'ClaimAssignmentSuccess',
        );
        const endings = claims.map(({ assignmentId, attemptId }) => ({
          assignmentId,
          attemptId,
          outcome: 'COMPLETED',
          outcomeEntity: { mediaType: 'text/plain', content: 'done' },
        }));
        expectAll(await gql(org.runnerToken, ENDS, { endings }), 'endAttempts', 'EndAttemptsSuccess', 'EndAttemptSuccess');
      }),
      size,
    ),
  );
}

/** createAssignments with `size` new Assignments (inline goals) per request. */
export async function bulkCreation(
  report: Report,
  gql: Gql,
  orgs: BenchOrganization[],
  requests: number,
  clients: number,
  size: number,
): Promise<Measurement> {
  return report.record(
    BULK_CREATE,
    orgs.length,
    clients,
    perItem(
      await measure(clients, requests, async (i) => {
        const org = orgs[i % orgs.length]!;
        const assignments = Array.from({ length: size }, (_, k) => ({
          title: 'bench',
          goal: { mediaType: 'text/plain', content: `goal ${i}.${k}` },
        }));
        expectAll(
          await gql(org.runnerToken, CREATES, { assignments }),
          'createAssignments',
          'CreateAssignmentsSuccess',
          'CreateAssignmentSuccess',
        );
      }),
      size,
    ),
  );
}

const interaction = (n: number) => ({
  call_id: `call-${n}`,
  model: 'bench-model',
  messages: [{ role: 'user', content: `question ${n}` }],
});

/**
 * appendEvents of `size` llm.request events for one organization's running Attempts, against the
 * floor: the same rows inserted by one statement per transaction under the same head lock, with no
 * guards, projection or digest chain (an organization of its own, whose chain it does not keep).
 */
export async function appendRows(
  ctx: BenchContext,
  report: Report,
  gql: Gql,
  org: BenchOrganization,
  floorOrg: BenchOrganization,
  requests: number,
  clients: number,
  size: number,
): Promise<{ ours: Measurement; floor: Measurement }> {
  const ready = (await readyAssignments(ctx.admin, [org], clients)).get(org.organizationId)!;
  const claims = ready.map((assignmentId) => ({
    assignmentId,
    agentId: org.agentId,
    configurationVersion: 1,
    attemptId: randomUUID(),
    claimTtlSeconds: 3_600,
  }));
  expectAll(
    await gql(org.runnerToken, CLAIMS, { claims }),
    'claimAssignments',
    'ClaimAssignmentsSuccess',
    'ClaimAssignmentSuccess',
  );
  const ours = report.record(
    APPEND_EVENTS,
    1,
    clients,
    perItem(
      await measure(clients, requests, async (i, client) => {
        const events = Array.from({ length: size }, (_, k) => ({
          kind: 'llm.request',
          payloadVersion: 1,
          attemptId: claims[client]!.attemptId,
          payload: interaction(i * size + k),
        }));
        expectAll(await gql(org.runnerToken, APPENDS, { events }), 'appendEvents', 'AppendEventsSuccess', 'AppendEventSuccess');
      }),
      size,
    ),
  );
  const connections = await Promise.all(Array.from({ length: clients }, () => ctx.admin.connect()));
  try {
    const floor = report.record(
      APPEND_FLOOR,
      1,
      clients,
      perItem(
        await measure(clients, requests, async (i, client) => {
          await floorAppend(
            connections[client]!,
            floorOrg,
            Array.from({ length: size }, (_, k) => interaction(i * size + k)),
          );
        }),
        size,
      ),
    );
    return { ours, floor };
  } finally {
    for (const connection of connections) connection.release();
  }
}

async function floorAppend(client: pg.PoolClient, org: BenchOrganization, payloads: object[]): Promise<void> {
  await client.query(
    `
    with head as (
      update workforce.organization_heads set last_seq = last_seq + $3 where organization_id = $1 returning last_seq - $3 as base
    )
    insert into workforce.events (organization_id, org_seq, event_id, kind, payload_version, payload, actor_id, recorded_by,
                                  recorded_at, digest)
    select $1, head.base + p.n, gen_random_uuid(), 'llm.request', 1, p.payload, $2, $2, clock_timestamp(), sha256(convert_to(p.payload::text, 'UTF8'))
      from head, jsonb_array_elements($4::jsonb) with ordinality p(payload, n)`,
    [org.organizationId, org.system.actorId, payloads.length, JSON.stringify(payloads)],
  );
}
