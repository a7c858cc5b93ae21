// Screenshots of the operator console for docs/console/: starts a server on an embedded PostgreSQL
// in a temporary directory, fills an organization with sample work through the public API (agents,
// Assignments, Attempts with model and tool calls, an expired claim, a cancellation), and has
// headless Chromium (/usr/bin/chromium, as in the browser tests) photograph the main pages.
// `npm run console:screenshots`; the console must be built (npm run build:console), or is built here.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { bootstrapOrganization, openDatabase, yogaFor } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { CONSOLE_DIR } from '../src/console/static.js';
import { createLogger } from '../src/log.js';
import { listen } from '../src/server.js';
import { buildConsole } from './build-console.js';

const OUT = fileURLToPath(new URL('../docs/console/', import.meta.url));
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

type Json = Record<string, unknown>;

async function main(): Promise<void> {
  if (!existsSync(join(CONSOLE_DIR, 'index.html'))) await buildConsole();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-screenshots-'));
  const env: NodeJS.ProcessEnv = { ...process.env, WORKFORCE_DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.APP_DATABASE_URL;
  const config = loadConfig(env);
  const database = await openDatabase(config);
  const server = await listen(yogaFor(database, config, createLogger({ level: 'warn' })), 0, '127.0.0.1');
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const { token } = await bootstrapOrganization(database, 'acme');
    if (!token) throw new Error('the organization existed already');
    const call = async (query: string, variables: Json = {}): Promise<Json> => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: Json; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      const result = Object.values(body.data ?? {})[0] as Json;
      if (typeof result?.code === 'string') throw new Error(`${result.code}: ${String(result.message)}`);
      return result;
    };
    const ids = await sampleWork(call);
    await photograph(base, token, ids.featured);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function sampleWork(call: (query: string, variables?: Json) => Promise<Json>): Promise<{ featured: string }> {
  const agent = async (displayName: string) => {
    const result = await call(
      `mutation($input: RegisterActorInput!) { registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id } } ... on Error { code message } } }`,
      { input: { kind: 'AI_AGENT', displayName } },
    );
    const id = (result.actor as Json).id as string;
    await call(
      `mutation($input: PublishAgentConfigurationInput!) { publishAgentConfiguration(input: $input) { __typename ... on Error { code message } } }`,
      { input: { agentId: id, version: 1, configuration: { model: 'model-a', instructions: 'Be precise.' } } },
    );
    return id;
  };
  const create = async (title: string, content: string) => {
    const result = await call(
      `mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code message } } }`,
      { input: { title, goal: { mediaType: 'text/plain', content } } },
    );
    return (result.assignment as Json).id as string;
  };
  const claim = async (assignmentId: string, agentId: string, claimTtlSeconds = 900) => {
    const result = await call(
      `mutation($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on ClaimAssignmentSuccess { attempt { id } } ... on Error { code message } } }`,
      { input: { assignmentId, agentId, configurationVersion: 1, claimTtlSeconds } },
    );
    return (result.attempt as Json).id as string;
  };
  const append = (attemptId: string, kind: string, payload: Json, payloadVersion = 1) =>
    call(`mutation($input: AppendEventInput!) { appendEvent(input: $input) { __typename ... on Error { code message } } }`, {
      input: { attemptId, kind, payloadVersion, payload },
    });
  const end = (assignmentId: string, attemptId: string, input: Json) =>
    call(`mutation($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on Error { code message } } }`, {
      input: { assignmentId, attemptId, ...input },
    });

  const reader = await agent('Reader');
  const summarizer = await agent('Summarizer');

  const featured = await create('Return the access code', 'The document says: access code 7731. Return the access code.');
  const failed = await claim(featured, reader);
  await end(featured, failed, { outcome: 'FAILED', failureReason: 'model timed out' });
  const attempt = await claim(featured, summarizer);
  await append(attempt, 'llm.request', {
    call_id: 'm1',
    model: 'model-a',
    messages: [{ role: 'user', content: 'The document says: access code 7731. Return the access code.' }],
  });
  await append(attempt, 'llm.response', { call_id: 'm1', model: 'model-a', content: 'Looking it up.', latency_ms: 412 });
  await append(attempt, 'tool.call', { call_id: 't1', tool_name: 'lookup', arguments: { field: 'access code' } });
  await append(attempt, 'tool.result', { call_id: 't1', tool_name: 'lookup', result: { value: '7731' } });
  await end(featured, attempt, { outcome: 'COMPLETED', outcomeEntity: { mediaType: 'text/plain', content: '7731' } });

  const running = await create('Summarize the quarterly report', 'Summarize the attached report in five bullet points.');
  await claim(running, summarizer, 1800);
  const expiring = await create('Classify support ticket #4411', 'Classify the ticket: billing, bug or question.');
  await claim(expiring, reader, 1);
  const cancelled = await create('Translate the release notes', 'Translate the notes into German.');
  await call(
    `mutation($input: CancelAssignmentInput!) { cancelAssignment(input: $input) { __typename ... on Error { code message } } }`,
    { input: { assignmentId: cancelled, reason: 'no longer needed' } },
  );
  await create('Extract invoice totals', 'Extract the total of each invoice as JSON.');
  await create('Draft a reply to the customer', 'Draft a short, friendly reply.');
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the short claim expires
  return { featured };
}

async function photograph(base: string, token: string, featured: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/console/`);
    await page.getByLabel('API token').waitFor();
    await page.screenshot({ path: join(OUT, 'sign-in.png') });
    await page.getByLabel('API token').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Return the access code' }).waitFor();
    await page.screenshot({ path: join(OUT, 'assignments.png') });
    await page.getByRole('link', { name: 'Return the access code' }).click();
    await page.locator('ul.interactions').waitFor();
    await page.screenshot({ path: join(OUT, 'assignment.png'), fullPage: true });
    await page.getByRole('link', { name: 'Ledger' }).click();
    await page.locator('ol.events > li').first().waitFor();
    await page.locator('ol.events > li summary').nth(2).click();
    await page.screenshot({ path: join(OUT, 'ledger.png') });
    // The Actors list, with an agent's "Publish configuration" open on its row
    await page.getByRole('link', { name: 'Actors & tokens' }).click();
    const agent = page.locator('table.actors tr', { hasText: 'AI agent' }).first();
    await agent.getByRole('button', { name: 'Publish configuration' }).click();
    await page.screenshot({ path: join(OUT, 'actors.png') });
    console.error(
      `wrote sign-in.png, assignments.png, assignment.png, ledger.png, actors.png to ${OUT} (Assignment ${featured})`,
    );
  } finally {
    await browser.close();
  }
}

await main();
