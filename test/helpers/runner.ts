import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Caller,
  createApiToken,
  createAssignment,
  createOrganization,
  publishAgentConfiguration,
  registerActor,
} from '../../src/commands/index.js';
import type { Db } from '../../src/db/kysely.js';

// A Runner as the reliability tests drive it: over HTTP, choosing every id itself, and sending the
// same mutation again (same ids, same facts) whenever it got no answer or a retryable error.

/** Deterministic randomness (mulberry32), so a failing run can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MUTATIONS = {
  claimAssignment: `mutation RunnerClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) {
    __typename ... on ClaimAssignmentSuccess { replayed attempt { id } assignment { state } } ... on Error { code message } } }`,
  endAttempt: `mutation RunnerEnd($input: EndAttemptInput!) { endAttempt(input: $input) {
    __typename ... on EndAttemptSuccess { replayed attempt { id outcome } assignment { state } } ... on Error { code message } } }`,
} as const;
export type RunnerMutation = keyof typeof MUTATIONS;

interface Payload {
  __typename: string;
  replayed?: boolean;
  attempt?: { id: string; outcome?: string | null } | null;
  assignment?: { state: string };
  code?: string;
  message?: string;
}

/** What one HTTP request came back with. `lost`: no response at all (refused, reset, timed out). */
export type Answer =
  | { kind: 'success'; status: number; replayed: boolean; attemptId: string | null; state: string }
  | { kind: 'refusal'; status: number; typename: string; code: string; message: string }
  | { kind: 'fault'; status: number; code: string | undefined; retryable: boolean; message: string }
  | { kind: 'lost'; message: string };

export interface TimedAnswer {
  mutation: RunnerMutation;
  answer: Answer;
  sentAt: number;
  answeredAt: number;
}

export async function sendMutation(
  baseUrl: string,
  token: string,
  mutation: RunnerMutation,
  input: object,
  timeoutMs: number,
): Promise<Answer> {
  let response: Response;
  let body: {
    data?: Record<string, Payload | null> | null;
    errors?: { message: string; extensions?: { code?: string; retryable?: boolean } }[];
  };
  try {
    response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: MUTATIONS[mutation], variables: { input } }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = (await response.json()) as typeof body;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: 'lost', message: cause?.code ?? cause?.message ?? (error as Error).message };
  }
  const payload = body.data?.[mutation];
  if (payload && !body.errors?.length) {
    if (payload.__typename.endsWith('Success')) {
      return {
        kind: 'success',
        status: response.status,
        replayed: payload.replayed === true,
        attemptId: payload.attempt?.id ?? null,
        state: payload.assignment?.state ?? '',
      };
    }
    return {
      kind: 'refusal',
      status: response.status,
      typename: payload.__typename,
      code: payload.code ?? '',
      message: payload.message ?? '',
    };
  }
  const error = body.errors?.[0];
  return {
    kind: 'fault',
    status: response.status,
    code: error?.extensions?.code,
    retryable: error?.extensions?.retryable === true,
    message: error?.message ?? '',
  };
}

/** A mutation the server acknowledged with a success, with the ids the Runner chose. */
export interface Acknowledged {
  mutation: RunnerMutation;
  assignmentId: string;
  attemptId: string;
  outcome?: 'COMPLETED' | 'FAILED';
  replayed: boolean;
}

export interface RunnerOptions {
  baseUrl: string;
  token: string;
  agentId: string;
  /** This Runner's own Assignments: no other Runner claims them, so any refusal is a finding. */
  assignments: string[];
  random: () => number;
  /** Checked between Assignments; the one in hand is always finished. */
  stop: () => boolean;
  onAnswer?: (answer: TimedAnswer) => void;
  requestTimeoutMs: number;
  /** How long one mutation is retried before the Runner gives up on it (a finding). */
  giveUpMs: number;
}

export interface RunnerLog {
  acknowledged: Acknowledged[];
  /** Anything but a success in the end: refusals, non-retryable errors, mutations given up. */
  findings: string[];
  requests: number;
}

/**
 * Works through its Assignments: claim (attempt and event ids chosen here), then end it; about a
 * third of the first two Attempts of an Assignment fail, so it is claimed again.
 */
export async function runRunner(o: RunnerOptions): Promise<RunnerLog> {
  const log: RunnerLog = { acknowledged: [], findings: [], requests: 0 };

  async function untilAnswered(mutation: RunnerMutation, input: object): Promise<Answer> {
    const giveUpAt = Date.now() + o.giveUpMs;
    for (let tries = 1; ; tries++) {
      const sentAt = performance.now();
      const answer = await sendMutation(o.baseUrl, o.token, mutation, input, o.requestTimeoutMs);
      log.requests++;
      o.onAnswer?.({ mutation, answer, sentAt, answeredAt: performance.now() });
      const retry = answer.kind === 'lost' || (answer.kind === 'fault' && answer.retryable);
      if (!retry || Date.now() > giveUpAt) return answer;
      await sleep(Math.min(200, 10 * tries) * (0.5 + o.random()));
    }
  }

  for (const assignmentId of o.assignments) {
    if (o.stop()) break;
    for (let round = 0; ; round++) {
      const attemptId = randomUUID();
      const claim = await untilAnswered('claimAssignment', {
        assignmentId,
        agentId: o.agentId,
        configurationVersion: 1,
        attemptId,
        eventId: randomUUID(),
        claimTtlSeconds: 3_600,
      });
      if (claim.kind !== 'success' || claim.attemptId !== attemptId) {
        log.findings.push(`claim of ${assignmentId} (attempt ${attemptId}): ${JSON.stringify(claim)}`);
        break;
      }
      log.acknowledged.push({ mutation: 'claimAssignment', assignmentId, attemptId, replayed: claim.replayed });
      const outcome = round < 2 && o.random() < 0.3 ? 'FAILED' : 'COMPLETED';
      const end = await untilAnswered('endAttempt', {
        assignmentId,
        attemptId,
        outcome,
        eventId: randomUUID(),
        ...(outcome === 'COMPLETED'
          ? { outcomeEntity: { mediaType: 'text/plain', content: `the answer of attempt ${attemptId}` } }
          : { failureReason: `round ${round} failed on purpose` }),
      });
      if (end.kind !== 'success') {
        log.findings.push(`end of ${attemptId}: ${JSON.stringify(end)}`);
        break;
      }
      log.acknowledged.push({ mutation: 'endAttempt', assignmentId, attemptId, outcome, replayed: end.replayed });
      if (outcome === 'COMPLETED') break;
    }
  }
  return log;
}

/**
 * Every acknowledged mutation is in the ledger exactly once: one attempt.started per acknowledged
 * claim (for that Assignment), one attempt.ended with the acknowledged outcome per acknowledged end.
 */
export async function acknowledgedInLedger(
  admin: { query: <R extends object>(text: string, values: unknown[]) => Promise<{ rows: R[] }> },
  organizationId: string,
  acknowledged: Acknowledged[],
): Promise<{ checked: number; violations: string[] }> {
  const { rows } = await admin.query<{
    attempt_id: string;
    kind: string;
    assignment_id: string;
    outcome: string | null;
    n: number;
  }>(
    `select attempt_id, kind, assignment_id, payload->>'outcome' as outcome, count(*) over (partition by attempt_id, kind)::int as n
       from workforce.events where organization_id = $1 and kind in ('attempt.started', 'attempt.ended')`,
    [organizationId],
  );
  const events = new Map(rows.map((r) => [`${r.kind} ${r.attempt_id}`, r]));
  const violations: string[] = [];
  for (const a of acknowledged) {
    const event = events.get(`${a.mutation === 'claimAssignment' ? 'attempt.started' : 'attempt.ended'} ${a.attemptId}`);
    if (!event) violations.push(`acknowledged ${a.mutation} of attempt ${a.attemptId} is not in the ledger`);
    else if (event.n !== 1) violations.push(`${a.mutation} of attempt ${a.attemptId} is in the ledger ${event.n} times`);
    else if (event.assignment_id !== a.assignmentId || (a.outcome && event.outcome !== a.outcome)) {
      violations.push(`${a.mutation} of attempt ${a.attemptId} is in the ledger with other facts`);
    }
  }
  return { checked: acknowledged.length, violations };
}

export interface LoadOrganization {
  organizationId: string;
  system: Caller;
  runnerToken: string;
  agentId: string;
  /** One list of READY Assignments per Runner. */
  partitions: string[][];
}

/** An organization ready for a load: a Runner token, an AI agent with version 1, and Assignments. */
export async function loadOrganization(
  db: Db,
  ownerDb: Db,
  slug: string,
  runners: number,
  perRunner: number,
): Promise<LoadOrganization> {
  const org = await createOrganization(ownerDb, { slug });
  const system = { organizationId: org.organizationId, actorId: org.systemActorId };
  const runner = await registerActor(db, system, { kind: 'SYSTEM', displayName: `${slug} runner` });
  const { secret } = await createApiToken(db, system, { actorId: runner.actor.id, role: 'RUNNER' });
  const { actor: agent } = await registerActor(db, system, { kind: 'AI_AGENT', displayName: `${slug} agent` });
  await publishAgentConfiguration(db, system, { agentId: agent.id, version: 1, configuration: { model: 'model-a' } });
  const partitions: string[][] = [];
  for (let r = 0; r < runners; r++) {
    const ids: string[] = [];
    for (let i = 0; i < perRunner; i++) {
      const { assignment } = await createAssignment(db, system, {
        title: `load ${r}/${i}`,
        goal: { mediaType: 'text/plain', content: `goal ${r}/${i}` },
      });
      ids.push(assignment.id);
    }
    partitions.push(ids);
  }
  return { organizationId: org.organizationId, system, runnerToken: secret, agentId: agent.id, partitions };
}
