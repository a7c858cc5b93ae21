// An example Runner on workforce-ledger/client (docs/client.md). With a SYSTEM token it registers an
// AI agent with configuration version 1, creates N Assignments, then works each one: claims it,
// keeps the claim alive while it "calls a model" (an llm.request/llm.response pair), stores the
// outcome Entity and completes the Attempt with it. Prints progress on stderr and, last, one JSON
// line on stdout: {"completed": N, …}.
//
//   npm run example:runner -- --url http://127.0.0.1:4000/graphql --token <SYSTEM token> --assignments 3
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { WorkforceClient } from '../src/client/index.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4000/graphql' },
    token: { type: 'string' },
    assignments: { type: 'string', default: '3' },
    'claim-ttl': { type: 'string', default: '30' },
  },
});
const count = Number(values.assignments);
const claimTtlSeconds = Number(values['claim-ttl']);
if (!values.token || !Number.isInteger(count) || count < 1 || !(claimTtlSeconds > 0)) {
  console.error(
    'usage: npm run example:runner -- --url <graphql url> --token <SYSTEM token> --assignments <N> [--claim-ttl <s>]',
  );
  process.exit(2);
}

let retries = 0;
const client = new WorkforceClient({
  url: values.url!,
  token: values.token,
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
    const ended = await client.endAttempt({ assignmentId, attemptId, outcome: 'COMPLETED', outcomeEntityId: outcome.entity.id });
    expectSuccess(ended, 'EndAttemptSuccess');
    completed += 1;
    console.error(`completed ${assignmentId}`);
  } finally {
    await heartbeat.stop();
    renewals += heartbeat.renewals;
  }
}

console.log(JSON.stringify({ completed, agentId, assignmentIds, refused, renewals, retries }));
