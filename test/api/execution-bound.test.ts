// The four cases of the review (issue 25), replayed over HTTP as a Runner and an operator send
// them, each answered as the seeds say: a retried claim never revives a superseded Attempt, evidence
// names the active Attempt, only the claiming Runner finishes its Attempt, and availability reports
// the blocker a claim meets.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiToken, registerActor } from '../../src/commands/index.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent } from '../helpers/factories.js';
import { countEvents } from '../helpers/ledger.js';
import { post, useListeningServer } from '../helpers/server.js';

const t = useTestDatabase();
const api = useYoga(t);
const server = useListeningServer(api);

const Create = graphql(`
  mutation EbCreate($input: CreateAssignmentInput!) {
    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } }
  }
`);
const Claim = graphql(`
  mutation EbClaim($input: ClaimAssignmentInput!) {
    claimAssignment(input: $input) {
      __typename
      ... on ClaimAssignmentSuccess { replayed attempt { id } }
      ... on AttemptNotActive { attemptId activeAttemptId }
      ... on Error { code message }
    }
  }
`);
const Cancel = graphql(`
  mutation EbCancel($input: CancelAssignmentInput!) { cancelAssignment(input: $input) { __typename } }
`);
const Reopen = graphql(`
  mutation EbReopen($input: ReopenAssignmentInput!) { reopenAssignment(input: $input) { __typename } }
`);
const End = graphql(`
  mutation EbEnd($input: EndAttemptInput!) {
    endAttempt(input: $input) {
      __typename
      ... on EndAttemptSuccess { replayed attempt { outcome } }
      ... on AttemptNotOwned { attemptId claimedBy }
      ... on Error { code message }
    }
  }
`);
const Append = graphql(`
  mutation EbAppend($input: AppendEventInput!) {
    appendEvent(input: $input) { __typename ... on Error { code message } }
  }
`);
const Availability = graphql(`
  query EbAvailability($id: ID!) { assignment(id: $id) { availability { reason claimable explanation nextActions staleProjection } } }
`);

let org: ApiOrganization;
let agentId: string;
/** A second Runner of the organization: another SYSTEM Actor with a RUNNER token of its own. */
let secondRunner: { actorId: string; token: string };
/** Another RUNNER token of the first Runner's Actor. */
let runnerSpareToken: string;

beforeAll(async () => {
  org = await apiOrganization(t, 'execution-bound');
  const system = { organizationId: org.organizationId, actorId: org.systemActorId };
  agentId = await newAgent(t, { organizationId: org.organizationId, system });
  const actor = (await registerActor(t.db, system, { kind: 'SYSTEM', displayName: 'Runner 2' })).actor.id;
  secondRunner = { actorId: actor, token: (await createApiToken(t.db, system, { actorId: actor, role: 'RUNNER' })).secret };
  runnerSpareToken = (await createApiToken(t.db, system, { actorId: org.runnerActorId, role: 'RUNNER' })).secret;
});

const send = <T, V>(document: Parameters<typeof post<T, V>>[1], variables: V, token: string) =>
  post(server.url, document, variables, token).then((r) => {
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!;
  });
const created = async () => {
  const result = (
    await send(
      Create,
      { input: { title: 'Pay the invoice', goal: { mediaType: 'text/plain', content: 'invoice 4411' } } },
      org.tokens.operator,
    )
  ).createAssignment;
  if (result.__typename !== 'CreateAssignmentSuccess') throw new Error(result.__typename);
  return result.assignment.id;
};

describe('issue 25 over HTTP', () => {
  it('1. resending the exact claim after a cancellation, and after a reopening, revives nothing', async () => {
    // Given a Runner's claim, its Assignment cancelled by an operator
    const assignmentId = await created();
    const claimInput = { assignmentId, agentId, configurationVersion: 1, attemptId: randomUUID(), eventId: randomUUID() };
    const first = (await send(Claim, { input: claimInput }, org.tokens.runner)).claimAssignment;
    expect(first).toMatchObject({ __typename: 'ClaimAssignmentSuccess', replayed: false });
    await send(Cancel, { input: { assignmentId, reason: 'runaway agent' } }, org.tokens.operator);
    const before = await countEvents(t, org.organizationId);
    // When the Runner resends the exact claim (a lost response, say)
    const afterCancel = (await send(Claim, { input: claimInput }, org.tokens.runner)).claimAssignment;
    // Then it is told the Assignment is cancelled, not `replayed: true`
    expect(afterCancel).toMatchObject({ __typename: 'AssignmentCancelled', code: 'ASSIGNMENT_CANCELLED' });
    // And after a reopening, with no active claim, the old Attempt is still not the active one
    await send(Reopen, { input: { assignmentId, reason: 'try again' } }, org.tokens.operator);
    const afterReopen = (await send(Claim, { input: claimInput }, org.tokens.runner)).claimAssignment;
    expect(afterReopen).toMatchObject({ __typename: 'AttemptNotActive', attemptId: claimInput.attemptId, activeAttemptId: null });
    expect(await countEvents(t, org.organizationId)).toBe(before + 1);
  });

  it('2. evidence that skips the Attempt fence is refused: only an Assignment, or nothing, named', async () => {
    // Given a COMPLETED and a CANCELLED Assignment
    const completed = await created();
    const attemptId = randomUUID();
    await send(Claim, { input: { assignmentId: completed, agentId, configurationVersion: 1, attemptId } }, org.tokens.runner);
    await send(
      End,
      {
        input: {
          assignmentId: completed,
          attemptId,
          outcome: 'COMPLETED',
          outcomeEntity: { mediaType: 'text/plain', content: 'paid' },
        },
      },
      org.tokens.runner,
    );
    const cancelled = await created();
    await send(Cancel, { input: { assignmentId: cancelled, reason: 'stop' } }, org.tokens.operator);
    const before = await countEvents(t, org.organizationId);
    // When evidence names no Attempt
    const cases = [
      {
        kind: 'llm.request',
        payloadVersion: 1,
        assignmentId: completed,
        payload: { call_id: 'l1', model: 'm', messages: [{ role: 'user', content: 'hi' }] },
      },
      {
        kind: 'tool.result',
        payloadVersion: 1,
        assignmentId: cancelled,
        payload: { call_id: 't1', tool_name: 'send_wire_transfer', result: { ok: true }, latency_ms: 4 },
      },
      {
        kind: 'tool.call',
        payloadVersion: 1,
        payload: { call_id: 't2', tool_name: 'send_wire_transfer', arguments: { amount: 10 } },
      },
    ];
    // Then each is AttemptRequired, and nothing is written
    for (const input of cases) {
      expect((await send(Append, { input }, org.tokens.runner)).appendEvent).toMatchObject({
        __typename: 'AttemptRequired',
        code: 'ATTEMPT_REQUIRED',
      });
    }
    expect(await countEvents(t, org.organizationId)).toBe(before);
  });

  it('3. a second Runner cannot end the Attempt another Runner claimed; any token of the claimer can', async () => {
    // Given the first Runner's running Attempt
    const assignmentId = await created();
    const attemptId = randomUUID();
    await send(Claim, { input: { assignmentId, agentId, configurationVersion: 1, attemptId } }, org.tokens.runner);
    const ending = { assignmentId, attemptId, outcome: 'FAILED' as const, failureReason: 'gave up', eventId: randomUUID() };
    const before = await countEvents(t, org.organizationId);
    // When the second Runner, or the SYSTEM token, ends it: AttemptNotOwned, naming the claimer, nothing written
    for (const token of [secondRunner.token, org.tokens.system]) {
      expect((await send(End, { input: ending }, token)).endAttempt).toMatchObject({
        __typename: 'AttemptNotOwned',
        attemptId,
        claimedBy: org.runnerActorId,
      });
    }
    expect(await countEvents(t, org.organizationId)).toBe(before);
    // Then another token of the claiming Actor ends it, and the second Runner's exact retry is still refused
    expect((await send(End, { input: ending }, runnerSpareToken)).endAttempt).toMatchObject({
      __typename: 'EndAttemptSuccess',
      replayed: false,
      attempt: { outcome: 'FAILED' },
    });
    expect((await send(End, { input: ending }, org.tokens.runner)).endAttempt).toMatchObject({ replayed: true });
    expect((await send(End, { input: ending }, secondRunner.token)).endAttempt.__typename).toBe('AttemptNotOwned');
  });

  it('4. with the Actors projection behind, availability gives the blocker the claim meets', async () => {
    // Given a READY Assignment in an organization whose Actors projection is behind the ledger
    const other = await apiOrganization(t, 'execution-bound-stale');
    const system = { organizationId: other.organizationId, actorId: other.systemActorId };
    const agent = await newAgent(t, { organizationId: other.organizationId, system });
    const result = (await send(Create, { input: { goal: { mediaType: 'text/plain', content: 'goal' } } }, other.tokens.operator))
      .createAssignment;
    if (result.__typename !== 'CreateAssignmentSuccess') throw new Error(result.__typename);
    const id = result.assignment.id;
    await t.admin.query(
      `select workforce.ledger_append(p_organization_id => $1, p_event_id => null, p_kind => 'actor.registered',
              p_payload => jsonb_build_object('actor_id', gen_random_uuid(), 'kind', 'HUMAN', 'display_name', 'Unprojected'),
              p_actor_id => $2, p_recorded_by => $2)`,
      [other.organizationId, other.systemActorId],
    );
    // When a Runner reads its availability and claims it
    const { availability } = (await send(Availability, { id }, other.tokens.runner)).assignment!;
    const claimed = (
      await send(Claim, { input: { assignmentId: id, agentId: agent, configurationVersion: 1 } }, other.tokens.runner)
    ).claimAssignment;
    // Then availability said why, in the claim refusal's words, and offered no claim
    expect(claimed).toMatchObject({ __typename: 'ActorStateStale', code: 'ACTOR_STATE_STALE' });
    expect(availability).toMatchObject({
      reason: 'PROJECTION_STALE',
      claimable: false,
      staleProjection: 'ACTORS',
      nextActions: [],
    });
    if (claimed.__typename === 'ClaimAssignmentSuccess') throw new Error('claimed');
    expect(availability.explanation).toBe(claimed.message);
  });
});
