// An example Runner on workforce-ledger/client (docs/client.md). With a SYSTEM token it registers an
// AI agent with configuration version 1, creates N Assignments, then works each one: claims it,
// keeps the claim alive while it "calls a model" (an llm.request/llm.response pair), stores the
// outcome Entity and completes the Attempt with it. Prints progress on stderr and, last, one JSON
// line on stdout: {"completed": N, …}. The token comes from WORKFORCE_TOKEN (or --token, which
// shells and `npm run` show to anyone watching). A bad token or an unreachable server is one line
// on stderr and exit code 2; anything that stops it later, one line and exit code 1.
//
//   WORKFORCE_TOKEN=$(npx workforce token) npm run -s example:runner -- --url http://127.0.0.1:4000/graphql --assignments 3
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { WorkforceClient, WorkforceRequestError } from '../src/client/index.js';

/** Ends the example with one line on stderr: no stack trace. */
function stop(message: string, exitCode: number): never {
  console.error(`example runner: ${message}`);
  process.exit(exitCode);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        url: { type: 'string', default: 'http://127.0.0.1:4000/graphql' },
        token: { type: 'string' },
        assignments: { type: 'string', default: '3' },
        'claim-ttl': { type: 'string', default: '30' },
      },
    });
  } catch (error) {
    return stop((error as Error).message, 2);
  }
})();
const url = values.url!;
const token = values.token ?? process.env.WORKFORCE_TOKEN;
const count = Number(values.assignments);
const claimTtlSeconds = Number(values['claim-ttl']);
if (!token || !Number.isInteger(count) || count < 1 || !(claimTtlSeconds > 0)) {
  stop(
    'usage: WORKFORCE_TOKEN=<SYSTEM token> npm run -s example:runner -- --url <graphql url> --assignments <N> [--claim-ttl <s>] [--token <SYSTEM token>]',
    2,
  );
}

/** Why a first request failed, in one line: the server could not be reached, or it refused the token. */
function firstContactFailure(error: unknown): string {
  if (!(error instanceof WorkforceRequestError)) return error instanceof Error ? error.message : String(error);
  if (error.code === 'NETWORK_ERROR') {
    const cause = error.details.cause as { message?: string; cause?: { message?: string } } | undefined;
    return `cannot reach ${url}: ${cause?.cause?.message ?? cause?.message ?? error.message}`;
  }
  if (error.code === 'UNAUTHENTICATED') return `${url} refused the token: ${error.details.errors[0]?.message ?? error.message}`;
  return `${url}: ${error.message}`;
}

// Who the token is, asked once before any work and with no retries, so that a wrong URL or token
// stops the example at once instead of after the retry budget (about 10 s of backoff). Any typed
// document may go through client.request; this one is the example's own.
const ViewerDocument = {
  toString: () => 'query ExampleRunnerViewer { viewer { role organization { slug } } }',
} as DocumentTypeDecoration<{ viewer: { role: string; organization: { slug: string } } }, Record<string, never>> & {
  toString(): string;
};
try {
  const { viewer } = await new WorkforceClient({ url, token, retry: { maxAttempts: 1 } }).request(ViewerDocument, {});
  if (viewer.role !== 'SYSTEM')
    stop(`needs a SYSTEM token (it registers an agent and creates work); this one is ${viewer.role}`, 2);
  console.error(`working in organization ${viewer.organization.slug} at ${url}`);
} catch (error) {
  stop(firstContactFailure(error), 2);
}

let retries = 0;
const client = new WorkforceClient({
  url,
  token,
  onRetry: ({ operationName, reason, delayMs }) => {
    retries += 1;
    console.error(`retrying ${operationName} in ${delayMs} ms (${reason})`);
  },
});

/** A refusal is a value: anything but the expected success stops the example with its code. */
function expectSuccess<T extends { __typename: string }, N extends T['__typename']>(
  result: T,
  typename: N,
): Extract<T, { __typename: N }> {
  if (result.__typename !== typename) {
    const { code, message } = result as { code?: string; message?: string };
    throw new Error(`${typename} expected, got ${result.__typename} ${code ?? ''}: ${message ?? ''}`);
  }
  return result as Extract<T, { __typename: N }>;
}

/** Registers the agent, creates the Assignments and works each one; what it did, for the last line on stdout. */
async function work() {
  const agent = expectSuccess(
    await client.registerActor({ kind: 'AI_AGENT', displayName: `example agent ${new Date().toISOString()}` }),
    'RegisterActorSuccess',
  );
  const agentId = agent.actor.id;
  expectSuccess(
    await client.publishAgentConfiguration({ agentId, version: 1, configuration: { model: 'example-model', temperature: 0 } }),
    'PublishAgentConfigurationSuccess',
  );
  console.error(`registered agent ${agentId} with configuration version 1`);

  const assignmentIds: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const created = await client.createAssignment({
      title: `example assignment ${index} of ${count}`,
      goal: { content: `Say hello to number ${index}.`, mediaType: 'text/plain' },
    });
    assignmentIds.push(expectSuccess(created, 'CreateAssignmentSuccess').assignment.id);
  }
  console.error(`created ${count} assignments`);

  let completed = 0;
  let renewals = 0;
  const refused: { assignmentId: string; code: string }[] = [];
  for (const assignmentId of assignmentIds) {
    const claim = await client.claimAssignment({ assignmentId, agentId, configurationVersion: 1, claimTtlSeconds });
    if (claim.__typename !== 'ClaimAssignmentSuccess') {
      // Another Runner holds it, it was cancelled, …: a refusal, not an error. Move on. (The client
      // retries a claim whose answer was lost with the same ids; if a decision superseded the Attempt
      // meanwhile, that retry is refused here too, never answered `replayed`: no work starts.)
      refused.push({ assignmentId, code: claim.code });
      continue;
    }
    const attemptId = claim.attempt!.id;
    const heartbeat = client.holdClaim({ assignmentId, attemptId, claimTtlSeconds });
    try {
      const callId = randomUUID();
      const messages = [{ role: 'user', content: 'Say hello.' }];
      expectSuccess(
        await client.appendEvent(
          { kind: 'llm.request', payloadVersion: 1, attemptId, payload: { call_id: callId, model: 'example-model', messages } },
          { signal: heartbeat.signal },
        ),
        'AppendEventSuccess',
      );
      const answer = 'Hello!'; // the model's answer, in a real Runner
      expectSuccess(
        await client.appendEvent(
          {
            kind: 'llm.response',
            payloadVersion: 1,
            attemptId,
            payload: { call_id: callId, model: 'example-model', content: answer, finish_reason: 'stop' },
          },
          { signal: heartbeat.signal },
        ),
        'AppendEventSuccess',
      );
      const outcome = expectSuccess(
        await client.createEntity({ attemptId, content: JSON.stringify({ answer }), mediaType: 'application/json' }),
        'CreateEntitySuccess',
      );
      await heartbeat.stop();
      const ended = await client.endAttempt({
        assignmentId,
        attemptId,
        outcome: 'COMPLETED',
        outcomeEntityId: outcome.entity.id,
      });
      expectSuccess(ended, 'EndAttemptSuccess');
      completed += 1;
      console.error(`completed ${assignmentId}`);
    } finally {
      await heartbeat.stop();
      renewals += heartbeat.renewals;
    }
  }

  return { completed, agentId, assignmentIds, refused, renewals, retries };
}

try {
  console.log(JSON.stringify(await work()));
} catch (error) {
  stop(error instanceof Error ? error.message : String(error), 1);
}
