// The operator console (/console) in a real headless Chromium, against a real server: sign-in and a
// live status that is true on every sign-in, the live Assignment list (also across a broken stream),
// an Assignment's page with a claim made through the API and its recovery after expiry, the
// reconciliation of an UNCERTAIN Attempt against a receipt per tool, the Actors list and the actions
// on its rows, times and ids shown one way, the ledger, long evidence contents read cut (and whole on
// demand) and contents gone to retention, role-dependent actions and refusals in words.
// Debian's chromium (.ci/run installs it when missing), driven by playwright-core. The console is
// built by `prepare` (npm ci); a checkout without dist/console builds it here first.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole } from '../../scripts/build-console.js';
import { createApiToken, expireEvidence, setEvidenceRetention } from '../../src/commands/index.js';
import { CONSOLE_DIR, consolePages } from '../../src/console/static.js';
import { listen } from '../../src/server.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, useYoga } from '../helpers/api.js';
import { launchChromium } from '../helpers/browser.js';
import { CutProxy } from '../helpers/cut-proxy.js';
import { useTestDatabase } from '../helpers/db.js';
import { soonInDatabaseTime, waitUntilDatabaseTime } from '../helpers/factories.js';
import { tamper } from '../helpers/ledger.js';
import { post } from '../helpers/server.js';

const t = useTestDatabase();
const api = useYoga(t);

const CreateAssignment = graphql(`
  mutation ConsoleTestCreateAssignment($input: CreateAssignmentInput!) {
    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code message } }
  }
`);
const RegisterActor = graphql(`
  mutation ConsoleTestRegisterActor($input: RegisterActorInput!) {
    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id } } ... on Error { code message } }
  }
`);
const PublishConfiguration = graphql(`
  mutation ConsoleTestPublish($input: PublishAgentConfigurationInput!) {
    publishAgentConfiguration(input: $input) { __typename ... on Error { code message } }
  }
`);
const AppendEvent = graphql(`
  mutation ConsoleTestAppend($input: AppendEventInput!) {
    appendEvent(input: $input) { __typename ... on Error { code message } }
  }
`);
const RevokeApiToken = graphql(`
  mutation ConsoleTestRevoke($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) { __typename ... on Error { code message } }
  }
`);
const ClaimAssignment = graphql(`
  mutation ConsoleTestClaim($input: ClaimAssignmentInput!) {
    claimAssignment(input: $input) { __typename ... on ClaimAssignmentSuccess { attempt { id } } ... on Error { code message } }
  }
`);

const RecoverExpiredClaim = graphql(`
  mutation ConsoleTestRecover($input: RecoverExpiredClaimInput!) {
    recoverExpiredClaim(input: $input) {
      __typename
      ... on RecoverExpiredClaimSuccess { assignment { state } attempt { outcome unansweredCallIds } }
      ... on Error { code message }
    }
  }
`);

const CancelAssignment = graphql(`
  mutation ConsoleTestCancel($input: CancelAssignmentInput!) {
    cancelAssignment(input: $input) {
      __typename
      ... on CancelAssignmentSuccess { assignment { state uncertainAttempt { id } } }
      ... on Error { code message }
    }
  }
`);

let server: Server;
let proxy: CutProxy;
let serverUrl: string;
let org: ApiOrganization;
let agentId: string;
let browser: Browser;
const pages: { page: Page; errors: string[] }[] = [];

async function createAssignment(title: string, content = `Goal of ${title}`): Promise<string> {
  const result = await post(
    serverUrl,
    CreateAssignment,
    { input: { title, goal: { mediaType: 'text/plain', content } } },
    org.tokens.operator,
  );
  const created = result.data?.createAssignment;
  if (created?.__typename !== 'CreateAssignmentSuccess') throw new Error(JSON.stringify(result));
  return created.assignment.id;
}

/** An Attempt of `o`'s agent, claimed through the API. */
async function claimedAttempt(o: ApiOrganization, agent: string, title: string): Promise<{ id: string; attemptId: string }> {
  const created = await post(
    serverUrl,
    CreateAssignment,
    { input: { title, goal: { mediaType: 'text/plain', content: `Goal of ${title}` } } },
    o.tokens.operator,
  );
  if (created.data?.createAssignment.__typename !== 'CreateAssignmentSuccess') throw new Error(JSON.stringify(created));
  const id = created.data.createAssignment.assignment.id;
  const claim = await post(
    serverUrl,
    ClaimAssignment,
    { input: { assignmentId: id, agentId: agent, configurationVersion: 1 } },
    o.tokens.runner,
  );
  if (claim.data?.claimAssignment.__typename !== 'ClaimAssignmentSuccess') throw new Error(JSON.stringify(claim));
  return { id, attemptId: claim.data.claimAssignment.attempt!.id };
}

/** Appends a model request of one user message through the API, as a Runner does. */
async function appendRequest(o: ApiOrganization, attemptId: string, callId: string, content: string): Promise<void> {
  const appended = await post(
    serverUrl,
    AppendEvent,
    {
      input: {
        attemptId,
        kind: 'llm.request',
        payloadVersion: 1,
        payload: { call_id: callId, model: 'model-a', messages: [{ role: 'user', content }] },
      },
    },
    o.tokens.runner,
  );
  expect(appended.data?.appendEvent.__typename, JSON.stringify(appended)).toBe('AppendEventSuccess');
}

/** A content's SHA-256 as the ledger keys it: that of its JSON text. */
const contentDigest = (content: string): string => createHash('sha256').update(JSON.stringify(content)).digest('hex');

/** A page whose console errors and uncaught exceptions are collected (afterEach asserts there are none). */
async function openPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const entry = { page, errors: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') entry.errors.push(message.text());
  });
  page.on('pageerror', (error) => entry.errors.push(`pageerror: ${error.message}`));
  // Nothing from another origin: every request goes to the server the page came from.
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${proxy.url}/`) && !url.startsWith('data:') && !url.startsWith('blob:'))
      entry.errors.push(`request to ${url}`);
  });
  pages.push(entry);
  return page;
}

/** The response to the console's ledgerEvents subscription: its headers arrive when the stream opens. */
const isEventStream = (response: Response): boolean =>
  response.request().headers().accept?.includes('text/event-stream') ?? false;

async function signIn(page: Page, token: string, path = '/console/'): Promise<void> {
  await page.goto(`${proxy.url}${path}`);
  await page.getByLabel('API token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

beforeAll(async () => {
  if (!existsSync(join(CONSOLE_DIR, 'index.html'))) await buildConsole();
  server = await listen(api.yoga, 0, '127.0.0.1');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  serverUrl = `http://127.0.0.1:${port}`;
  proxy = await CutProxy.start(port);
  org = await apiOrganization(t, 'console');
  const agent = await post(
    serverUrl,
    RegisterActor,
    { input: { kind: 'AI_AGENT', displayName: 'Agent Reader' } },
    org.tokens.system,
  );
  if (agent.data?.registerActor.__typename !== 'RegisterActorSuccess') throw new Error(JSON.stringify(agent));
  agentId = agent.data.registerActor.actor.id;
  await post(
    serverUrl,
    PublishConfiguration,
    { input: { agentId, version: 1, configuration: { model: 'model-a' } } },
    org.tokens.system,
  );
  browser = await launchChromium();
});

afterEach(async () => {
  const all = pages.splice(0);
  for (const { page } of all) await page.context().close();
  expect(all.flatMap((entry) => entry.errors)).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the console, served by the server itself', () => {
  it('is the build from disk: gzip, long cache for hashed assets, no-cache page, CSP without other origins, routes fall back to the page', async () => {
    const page = await fetch(`${serverUrl}/console`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/https?:|\*/);
    const html = await page.text();
    expect(html).not.toMatch(/<script>/);
    expect(html).not.toMatch(/(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
    const script = /src="(\/console\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${serverUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    const again = await fetch(`${serverUrl}${script}`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': asset.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    // The identity body has an etag of its own; If-None-Match is a list, compared weakly
    const identity = await fetch(`${serverUrl}${script}`, { headers: { 'accept-encoding': 'identity' } });
    const etag = identity.headers.get('etag')!;
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(asset.headers.get('etag')).toBe(`${etag.slice(0, -1)}-gz"`);
    const ifNoneMatch = async (encoding: string, value: string) =>
      (await fetch(`${serverUrl}${script}`, { headers: { 'accept-encoding': encoding, 'if-none-match': value } })).status;
    expect(await ifNoneMatch('identity', asset.headers.get('etag')!)).toBe(200);
    expect(await ifNoneMatch('identity', `"other", W/${etag}`)).toBe(304);
    expect(await ifNoneMatch('gzip', `W/${etag}`)).toBe(200);
    expect(await ifNoneMatch('gzip', `${etag}, W/${asset.headers.get('etag')}`)).toBe(304);

    const deep = await fetch(`${serverUrl}/console/assignments/some-id`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toBe(html);
    expect((await fetch(`${serverUrl}/console/assets/missing-abc.js`)).status).toBe(404);
    expect((await fetch(`${serverUrl}/console`, { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('answers 503 while the build cannot be read, and reads it again on the next request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-unreadable-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
      // readFile refuses a file over 2 GiB (sparse here, so it takes no disk): loadBuild rejects
      writeFileSync(join(dir, 'huge.bin'), '');
      truncateSync(join(dir, 'huge.bin'), 3 * 1024 ** 3);
      const yoga = createYoga({
        schema: createSchema({ typeDefs: 'type Query { a: Int }' }),
        plugins: [consolePages('/console', dir)],
      });
      const failed = await yoga.fetch('http://localhost/console/');
      expect(failed.status).toBe(503);
      expect(failed.headers.get('retry-after')).toBe('1');
      rmSync(join(dir, 'huge.bin'));
      const page = await yoga.fetch('http://localhost/console/');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>console</title>');
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('answers 503 with what to run when the console is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'console-missing-'));
    try {
      const yoga = createYoga({
        schema: createSchema({ typeDefs: 'type Query { a: Int }' }),
        plugins: [consolePages('/console', empty)],
      });
      const response = await yoga.fetch('http://localhost/console/');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build:console');
    } finally {
      rmSync(empty, { recursive: true });
    }
  });
});

describe('the console in a browser', () => {
  it('refuses a bad token with a message, and keeps no token', async () => {
    const page = await openPage();
    await page.goto(`${proxy.url}/console/`);
    await page.getByLabel('API token').fill('wfl_not_a_real_token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/token was refused/i);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  it('signs in, shows who is signed in, and shows an Assignment created through the API without a reload', async () => {
    const page = await openPage();
    await signIn(page, org.tokens.system);
    const header = page.locator('header');
    await expect.poll(() => header.textContent()).toContain('console');
    expect(await header.textContent()).toContain('SYSTEM');
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['workforce-console-token']);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });

    await createAssignment('appears live');
    await page.getByRole('link', { name: 'appears live' }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API token').waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  it('says "Live" within a second of its stream opening, on each of 10 sign-ins in a row', async () => {
    for (let i = 0; i < 10; i++) {
      const page = await openPage();
      const opened = page.waitForResponse(isEventStream).then(() => Date.now());
      await signIn(page, org.tokens.viewer);
      const openedAt = await opened;
      await page.locator('[data-stream="live"]').waitFor({ timeout: 5_000 });
      expect(Date.now() - openedAt, `sign-in ${i + 1}`).toBeLessThan(1_000);
      expect(await page.getByRole('status').filter({ hasText: 'Live' }).count(), `sign-in ${i + 1}`).toBe(1);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('API token').waitFor();
      await page.context().close();
    }
  });

  it('opens an Assignment, shows a claim made through the API, and after the claim expires "Recover" makes it READY', async () => {
    const id = await createAssignment('to be claimed', 'Read the document.');
    const page = await openPage();
    await signIn(page, org.tokens.system);
    await page.getByRole('link', { name: 'to be claimed' }).click();
    await page.getByRole('heading', { name: 'to be claimed' }).waitFor();
    await page.getByText('Read the document.').waitFor();
    expect(page.url()).toContain(`/console/assignments/${id}`);

    const claim = await post(
      serverUrl,
      ClaimAssignment,
      { input: { assignmentId: id, agentId, configurationVersion: 1, claimTtlSeconds: 4 } },
      org.tokens.runner,
    );
    const claimed = claim.data?.claimAssignment;
    if (claimed?.__typename !== 'ClaimAssignmentSuccess') throw new Error(JSON.stringify(claim));
    const attempt = page.locator('li.attempt');
    await attempt.getByText('Agent Reader, configuration v1').waitFor({ timeout: 10_000 });
    // A model call without its answer is listed, marked pending
    const appended = await post(
      serverUrl,
      AppendEvent,
      {
        input: {
          attemptId: claimed.attempt!.id,
          kind: 'llm.request',
          payloadVersion: 1,
          payload: { call_id: 'm1', model: 'model-a', messages: [{ role: 'user', content: 'Read it.' }] },
        },
      },
      org.tokens.runner,
    );
    expect(appended.data?.appendEvent.__typename, JSON.stringify(appended)).toBe('AppendEventSuccess');
    await attempt.getByText('PENDING: no answer recorded').waitFor({ timeout: 10_000 });
    expect(await page.locator('.facts .badge').first().textContent()).toBe('RUNNING');

    // No event marks the expiry: the page reads the Assignment again when its countdown passes.
    await page.getByRole('button', { name: 'Recover' }).click({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Confirm recovery' }).click();
    await expect.poll(() => page.locator('.facts .badge').first().textContent(), { timeout: 30_000 }).toBe('READY');
    await expect.poll(() => attempt.locator('h3 .badge').textContent(), { timeout: 30_000 }).toBe('ABANDONED');
    expect(await attempt.textContent()).toContain('recovered by System');
    // The READY Assignment no longer offers Recover, and its form is gone: the notice of what it did stays.
    expect(await page.getByRole('button', { name: 'Recover' }).count()).toBe(0);
    expect(await page.locator('.availability [role="status"]').textContent({ timeout: 5_000 })).toBe(
      'The expired claim was recovered.',
    );
  });

  it('reconciles an UNCERTAIN Attempt with a receipt from the tool of each unanswered call: a blank one is refused in words, RETRY makes it ABANDONED and the Assignment READY', async () => {
    // Given an Attempt with external tool calls left unanswered (two of send_payment, one of
    // send_email), its claim expired and recovered through the API: UNCERTAIN
    const id = await createAssignment('to be reconciled', 'Pay the invoice and tell the customer.');
    const at = await soonInDatabaseTime(t, 500);
    const claim = await post(
      serverUrl,
      ClaimAssignment,
      { input: { assignmentId: id, agentId, configurationVersion: 1, claimExpiresAt: at.toISOString() } },
      org.tokens.runner,
    );
    const claimed = claim.data?.claimAssignment;
    if (claimed?.__typename !== 'ClaimAssignmentSuccess') throw new Error(JSON.stringify(claim));
    const attemptId = claimed.attempt!.id;
    const calls = [
      { call_id: 'pay-1', tool_name: 'send_payment', arguments: { amount: 120 }, effect: 'external' },
      { call_id: 'mail-1', tool_name: 'send_email', arguments: { to: 'customer' }, effect: 'external' },
      { call_id: 'pay-2', tool_name: 'send_payment', arguments: { amount: 30 }, effect: 'external' },
    ];
    for (const payload of calls) {
      const appended = await post(
        serverUrl,
        AppendEvent,
        { input: { attemptId, kind: 'tool.call', payloadVersion: 2, payload } },
        org.tokens.runner,
      );
      expect(appended.data?.appendEvent.__typename, JSON.stringify(appended)).toBe('AppendEventSuccess');
    }
    await waitUntilDatabaseTime(t, at);
    const recovered = await post(serverUrl, RecoverExpiredClaim, { input: { assignmentId: id, attemptId } }, org.tokens.system);
    expect(recovered.data?.recoverExpiredClaim, JSON.stringify(recovered)).toMatchObject({
      __typename: 'RecoverExpiredClaimSuccess',
      assignment: { state: 'UNCERTAIN' },
      attempt: { outcome: 'UNCERTAIN', unansweredCallIds: ['pay-1', 'mail-1', 'pay-2'] },
    });

    // When the operator opens the Reconcile form: one receipt per tool, named with its calls
    const page = await openPage();
    await signIn(page, org.tokens.operator, `/console/assignments/${id}`);
    await page.getByRole('heading', { name: 'to be reconciled' }).waitFor();
    expect(await page.locator('.facts .badge').first().textContent()).toBe('UNCERTAIN');
    await page.getByRole('button', { name: 'Reconcile' }).click();
    const form = page.getByRole('form', { name: 'Reconcile' });
    expect(await form.textContent()).toContain(
      'On a CANCELLED Assignment, "Complete" records the effect instead: the Attempt is EFFECTED and the Assignment stays cancelled.',
    );
    const payment = form.getByLabel('Receipt from send_payment (calls pay-1, pay-2)');
    const email = form.getByLabel('Receipt from send_email (call mail-1)');
    await payment.waitFor();
    expect(await form.locator('textarea[name^="receipt-"]').count()).toBe(2);
    await form.getByLabel('Decision').selectOption('RETRY');
    await payment.fill('Bank statement: neither transfer was executed.');
    // A blank receipt is refused by the server (textarea `required` lets whitespace through), in words
    await email.fill('   ');
    await page.getByRole('button', { name: 'Confirm reconciliation' }).click();
    await expect
      .poll(() => form.locator('xpath=..').getByRole('alert').textContent())
      .toMatch(
        /^Refused: receipt 2 has no content.*\(RECEIPT_REJECTED\) — the receipt from send_email \(call mail-1\): it has no content\.$/,
      );
    expect(await page.locator('.facts .badge').first().textContent()).toBe('UNCERTAIN');

    // Then with both receipts RETRY abandons the Attempt and the Assignment is READY again
    await email.fill('Mail log: no message was sent.');
    await page.getByRole('button', { name: 'Confirm reconciliation' }).click();
    await expect.poll(() => page.locator('.facts .badge').first().textContent(), { timeout: 10_000 }).toBe('READY');
    const attempt = page.locator(`li.attempt[data-attempt-id="${attemptId}"]`);
    await expect.poll(() => attempt.locator('h3 .badge').textContent(), { timeout: 10_000 }).toBe('ABANDONED');
    expect(await page.locator('.availability [role="status"]').textContent()).toBe(
      'The Attempt was reconciled: it is ABANDONED.',
    );
    // The Attempt shows each receipt: its tool, its calls, its content
    await attempt.getByText('Receipt from send_payment (calls pay-1, pay-2)').waitFor({ timeout: 10_000 });
    await attempt.getByText('Receipt from send_email (call mail-1)').waitFor();
    expect(await attempt.textContent()).toContain('Bank statement: neither transfer was executed.');
    expect(await attempt.textContent()).toContain('Mail log: no message was sent.');
    expect(await attempt.textContent()).toMatch(/Reconciled\s*RETRY by console operator/);
  });

  it('reconciles COMPLETE on a CANCELLED Assignment: the Attempt is EFFECTED with its effect shown, the Assignment stays cancelled and says so', async () => {
    // Given a running Attempt with an unanswered send_payment call, cancelled through the API: UNCERTAIN, CANCELLED
    const id = await createAssignment('cancelled mid-payment');
    const claim = await post(
      serverUrl,
      ClaimAssignment,
      { input: { assignmentId: id, agentId, configurationVersion: 1 } },
      org.tokens.runner,
    );
    const claimed = claim.data?.claimAssignment;
    if (claimed?.__typename !== 'ClaimAssignmentSuccess') throw new Error(JSON.stringify(claim));
    const attemptId = claimed.attempt!.id;
    const payload = { call_id: 'pay-9', tool_name: 'send_payment', arguments: { amount: 75 }, effect: 'external' };
    const appended = await post(
      serverUrl,
      AppendEvent,
      { input: { attemptId, kind: 'tool.call', payloadVersion: 2, payload } },
      org.tokens.runner,
    );
    expect(appended.data?.appendEvent.__typename, JSON.stringify(appended)).toBe('AppendEventSuccess');
    const cancelled = await post(
      serverUrl,
      CancelAssignment,
      { input: { assignmentId: id, reason: 'customer withdrew' } },
      org.tokens.operator,
    );
    expect(cancelled.data?.cancelAssignment, JSON.stringify(cancelled)).toMatchObject({
      assignment: { state: 'CANCELLED', uncertainAttempt: { id: attemptId } },
    });

    // When the operator reconciles COMPLETE with the bank's statement and the evidence of the effect
    const page = await openPage();
    await signIn(page, org.tokens.operator, `/console/assignments/${id}`);
    await page.getByRole('heading', { name: 'cancelled mid-payment' }).waitFor();
    await page.getByRole('button', { name: 'Reconcile' }).click();
    const form = page.getByRole('form', { name: 'Reconcile' });
    await form.getByLabel('Receipt from send_payment (call pay-9)').fill('Bank statement: 75 EUR transferred.');
    await form.getByLabel('Decision').selectOption('COMPLETE');
    await form.getByLabel('Evidence of the effect (for COMPLETE)').fill('The payment of 75 EUR went out.');
    await page.getByRole('button', { name: 'Confirm reconciliation' }).click();

    // Then the Attempt is EFFECTED, the Assignment still CANCELLED, and the page says the effect happened
    const attempt = page.locator(`li.attempt[data-attempt-id="${attemptId}"]`);
    await expect.poll(() => attempt.locator('h3 .badge').textContent(), { timeout: 10_000 }).toBe('EFFECTED');
    expect(await page.locator('.facts .badge').first().textContent()).toBe('CANCELLED');
    await page
      .locator('.facts .effected')
      .getByText(`Attempt ${attemptId.slice(0, 8)} had an external effect that happened`)
      .waitFor({ timeout: 10_000 });
    // The availability says so too, with the Attempt's id shortened in the same way
    expect(await page.locator('.availability p').first().textContent()).toContain(
      `attempt ${attemptId.slice(0, 8)} had an external effect that happened (reconciled EFFECTED)`,
    );
    await attempt.getByText('Effect (evidence of what happened)').waitFor({ timeout: 10_000 });
    expect(await attempt.textContent()).toContain('The payment of 75 EUR went out.');
    expect(await attempt.textContent()).toContain('Bank statement: 75 EUR transferred.');
    expect(await attempt.textContent()).toContain('Receipt from send_payment (call pay-9)');
  });

  it('resumes the live list after its stream broke, with the Assignment created meanwhile', async () => {
    const page = await openPage();
    await createAssignment('before the break');
    await signIn(page, org.tokens.operator);
    await page.getByRole('link', { name: 'before the break' }).waitFor();

    // Given the console's connections cut and refused
    proxy.cut();
    await page.locator('[data-stream="reconnecting"]').waitFor({ timeout: 10_000 });
    // When an Assignment is created while its stream is down, then the server is back
    await createAssignment('created while offline');
    const reopened = page.waitForResponse(isEventStream, { timeout: 15_000 }).then(() => Date.now());
    proxy.restore();
    // Then it is live again within a second of the new stream opening, and the Assignment appears:
    // the stream resumed after the last seq it had seen
    const reopenedAt = await reopened;
    await page.locator('[data-stream="live"]').waitFor({ timeout: 5_000 });
    expect(Date.now() - reopenedAt).toBeLessThan(1_000);
    await page.getByRole('link', { name: 'created while offline' }).waitFor({ timeout: 10_000 });
    // The browser reports the refused connections; nothing else may be an error.
    const entry = pages.find((p) => p.page === page)!;
    entry.errors = entry.errors.filter((error) => !/net::ERR_CONNECTION_(RESET|REFUSED)|Failed to fetch/.test(error));
  });

  it('says so when the token stops authenticating (revoked), and offers to sign in again', async () => {
    const system = { organizationId: org.organizationId, actorId: org.systemActorId };
    const viewer = await createApiToken(t.db, system, { actorId: org.operatorActorId, role: 'VIEWER', label: 'to revoke' });
    const page = await openPage();
    await signIn(page, viewer.secret);
    const revoked = await post(serverUrl, RevokeApiToken, { input: { tokenId: viewer.token.id } }, org.tokens.system);
    expect(revoked.data?.revokeApiToken.__typename).toBe('RevokeApiTokenSuccess');
    // The open stream is not ended by a revocation; its next connection is refused.
    proxy.cut();
    await page.locator('[data-stream="reconnecting"]').waitFor({ timeout: 10_000 });
    proxy.restore();
    await page.getByRole('alert').filter({ hasText: 'Live updates stopped' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.getByLabel('API token').waitFor();
    const entry = pages.find((p) => p.page === page)!;
    entry.errors = entry.errors.filter((error) => !/net::ERR_CONNECTION_(RESET|REFUSED)|Failed to fetch/.test(error));
  });

  it('gives a VIEWER token no actions', async () => {
    await createAssignment('seen by a viewer');
    const page = await openPage();
    await signIn(page, org.tokens.viewer);
    expect(await page.locator('header').textContent()).toContain('VIEWER');
    await page.getByRole('link', { name: 'seen by a viewer' }).click();
    await page.getByText('No action is open to your role now.').waitFor();
    await page.getByRole('link', { name: 'Assignments', exact: true }).click();
    await page.getByRole('link', { name: 'seen by a viewer' }).waitFor();
    expect(await page.getByRole('button', { name: 'New assignment' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ledger' }).click();
    await page.getByRole('heading', { name: 'Ledger' }).waitFor();
    expect(await page.getByRole('button', { name: 'Verify ledger' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Actors & tokens' }).click();
    await page.getByText('reads only').waitFor();
    // It lists the Actors (a copy button beside each id is no action)
    await page.locator(`tr[data-actor-id="${agentId}"]`).waitFor();
    const buttons = await page.locator('main button:not(.copy)').allTextContents();
    expect(buttons).toEqual([]);
  });

  it('shows a refused mutation in words', async () => {
    const page = await openPage();
    await signIn(page, org.tokens.operator, '/console/admin');
    // The organization's own System Actor cannot be deactivated
    const row = page.locator(`tr[data-actor-id="${org.systemActorId}"]`);
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByRole('button', { name: /^Confirm: deactivate/ }).click();
    await expect
      .poll(() => row.getByRole('alert').textContent())
      .toMatch(/^Refused: the organization.s own System Actor cannot be deactivated \(FORBIDDEN\)/);
    expect(await row.locator('.badge').textContent()).toBe('ACTIVE');
  });

  it('lists the Actors (name, kind, status, id shortened), and publishes and deactivates from an Actor\u2019s row', async () => {
    // Given a second agent, registered through the API
    const registered = await post(
      serverUrl,
      RegisterActor,
      { input: { kind: 'AI_AGENT', displayName: 'Agent Writer' } },
      org.tokens.system,
    );
    if (registered.data?.registerActor.__typename !== 'RegisterActorSuccess') throw new Error(JSON.stringify(registered));
    const writerId = registered.data.registerActor.actor.id;
    const page = await openPage();
    await signIn(page, org.tokens.operator, '/console/admin');
    const reader = page.locator(`tr[data-actor-id="${agentId}"]`);
    const writer = page.locator(`tr[data-actor-id="${writerId}"]`);
    await reader.waitFor();
    expect(await reader.locator('td').allTextContents()).toEqual([
      'Agent Reader',
      'AI agent, configuration v1',
      'ACTIVE',
      agentId.slice(0, 8),
      expect.stringContaining('Publish configuration'),
    ]);
    expect(await reader.locator('.id code').getAttribute('title')).toBe(agentId);
    // Newest first: the agent registered last is above the first one
    const order = await page.locator('tr[data-actor-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-actor-id')));
    expect(order.indexOf(writerId)).toBeLessThan(order.indexOf(agentId));
    // No full id anywhere in the list's text
    expect(await page.locator('table.actors').textContent()).not.toContain(agentId);

    // The kind filter: AI agents only
    await page.getByLabel('Kind').selectOption('AI_AGENT');
    await expect.poll(() => page.locator(`tr[data-actor-id="${org.operatorActorId}"]`).count()).toBe(0);
    await reader.waitFor();
    const kinds = await page.locator('tr[data-actor-id] td[data-label="Kind"]').allTextContents();
    expect(kinds.length).toBeGreaterThanOrEqual(2);
    expect(kinds.every((kind) => kind.startsWith('AI agent'))).toBe(true);

    // When the operator publishes the writer's first configuration from its row: the version is proposed
    await writer.getByRole('button', { name: 'Publish configuration' }).click();
    expect(await writer.getByLabel('Version').inputValue()).toBe('1');
    await writer.getByLabel('Configuration (JSON)').fill('{"model": "model-b"}');
    await writer.getByRole('button', { name: 'Publish for Agent Writer' }).click();
    await writer.getByRole('status').filter({ hasText: 'Published configuration v1 of Agent Writer.' }).waitFor();
    await expect
      .poll(() => writer.locator('td[data-label="Kind"]').textContent(), { timeout: 10_000 })
      .toBe('AI agent, configuration v1');

    // And deactivates it from its row
    await writer.getByRole('button', { name: 'Deactivate' }).click();
    await writer.getByRole('button', { name: 'Confirm: deactivate Agent Writer' }).click();
    await expect.poll(() => writer.locator('.badge').textContent(), { timeout: 10_000 }).toBe('DEACTIVATED');
    expect(await writer.getByRole('button', { name: 'Publish configuration' }).count()).toBe(0);
    expect(await writer.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
  });

  it('shows times in local time to the second (ISO on hover) and ids shortened (full id on hover, copied by its button)', async () => {
    // Given a claimed Assignment: its availability names the Attempt, the agent and the claim's expiry
    const id = await createAssignment('claimed, explained');
    const claim = await post(
      serverUrl,
      ClaimAssignment,
      { input: { assignmentId: id, agentId, configurationVersion: 1, claimTtlSeconds: 3600 } },
      org.tokens.runner,
    );
    if (claim.data?.claimAssignment.__typename !== 'ClaimAssignmentSuccess') throw new Error(JSON.stringify(claim));
    const attemptId = claim.data.claimAssignment.attempt!.id;
    const page = await openPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, org.tokens.viewer, `/console/assignments/${id}`);
    const availability = page.locator('.availability p').first();
    await availability.waitFor();

    // Then the explanation reads with short ids and a local time, and hovering shows the full ones
    const explained = await availability.textContent();
    expect(explained).toMatch(
      new RegExp(
        `Attempt ${attemptId.slice(0, 8)} of agent ${agentId.slice(0, 8)} holds the claim until \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.`,
      ),
    );
    expect(await availability.locator('.id code').evaluateAll((codes) => codes.map((c) => c.getAttribute('title')))).toEqual([
      attemptId,
      agentId,
    ]);
    const until = availability.locator('time:not(.counting)');
    expect(await until.getAttribute('title')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const local = await until.textContent();
    expect(local).toBe(
      await page.evaluate(
        (iso) => {
          const d = new Date(iso);
          const p = (n: number) => String(n).padStart(2, '0');
          return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
        },
        (await until.getAttribute('title'))!,
      ),
    );
    // Every time on the page is written the same way, and no full id or ISO time is in its text
    // (payloads are shown as the JSON they are)
    const main = await page.locator('main').evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const json of copy.querySelectorAll('pre.json')) json.remove();
      return copy.textContent ?? '';
    });
    for (const full of [id, attemptId, agentId]) expect(main).not.toContain(full);
    expect(main).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d+/);
    const times = await page.locator('main time:not(.counting):not(.expired)').allTextContents();
    expect(times.length).toBeGreaterThan(1);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The copy button beside an id puts the full id on the clipboard
    await availability.getByRole('button', { name: `Copy ${attemptId}` }).click();
    await availability.getByRole('button', { name: `Copied ${attemptId}` }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(attemptId);
  });

  it('shows the ledger newest first, following live, with payloads, and verifies it for SYSTEM', async () => {
    const page = await openPage();
    await signIn(page, org.tokens.system, '/console/ledger');
    await page.locator('ol.events > li').first().waitFor();
    const seqs = await page
      .locator('ol.events > li')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-seq'))));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    const id = await createAssignment('ledger follows');
    const created = page.locator(`ol.events > li[data-kind="assignment.created"][data-assignment-id="${id}"]`);
    await created.waitFor({ timeout: 10_000 });
    expect(await page.locator('ol.events > li').first().getAttribute('data-assignment-id')).toBe(id);
    await created.locator('summary').click();
    await created.locator('pre.json').waitFor();
    expect(await created.locator('pre.json').textContent()).toContain('"ledger follows"');
    await page.getByRole('button', { name: 'Verify ledger' }).click();
    await page.getByText(/The ledger is intact: \d+ events checked/).waitFor();
  });

  it('reads a long model message cut (its first 2 KiB, its size and digest), and "show whole" reads that event whole', async () => {
    // Given a model request whose user message is 10,000 characters, appended through the API
    const long = `${'Clause of the contract, to be read with care. '.repeat(250).slice(0, 9_990)}END-CLAUSE`;
    expect(long).toHaveLength(10_000);
    const { id, attemptId } = await claimedAttempt(org, agentId, 'a long conversation');
    await appendRequest(org, attemptId, 'long-1', long);

    // When an operator opens its Assignment (every answer of the API to the page is kept)
    const page = await openPage();
    const answers: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql') && !isEventStream(response)) answers.push(response.text());
    });
    await signIn(page, org.tokens.operator, `/console/assignments/${id}`);
    const request = page.locator('.interactions .event-box').first();
    const marker = request.locator('.content-cut');
    await marker.waitFor({ timeout: 10_000 });

    // Then the message shows as its first 2,048 bytes, its size and its digest, not whole
    const digest = contentDigest(long);
    expect(await marker.locator('.content-head').textContent()).toBe(`"${long.slice(0, 2_048)}`);
    expect(await marker.locator('.content-note').textContent()).toBe(`… 10.0 kB in all, sha256 ${digest.slice(0, 8)}…`);
    expect(await marker.locator('.content-note code').getAttribute('title')).toBe(digest);
    const json = request.locator('pre.json');
    expect(await json.textContent()).not.toContain('END-CLAUSE');
    expect(await json.textContent()).toContain('"role": "user"');
    // and no answer the page was sent held it whole: the API cut it
    const sent = await Promise.all(answers);
    expect(sent.some((body) => body.includes(`"sha256":"${digest}"`))).toBe(true);
    expect(sent.filter((body) => body.includes('END-CLAUSE'))).toEqual([]);

    // When "show whole" is pressed from the keyboard
    const button = request.getByRole('button', { name: 'show whole' });
    await button.focus();
    await page.keyboard.press('Enter');
    // Then the whole message is shown in its place, and the focus moves to it
    await expect.poll(() => json.textContent(), { timeout: 10_000 }).toContain('END-CLAUSE');
    expect(await json.textContent()).toContain(JSON.stringify(long));
    expect(await request.locator('.content-cut').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('content-whole');
    // read from the API for that event alone
    const whole = (await Promise.all(answers)).filter((body) => body.includes('END-CLAUSE'));
    expect(whole).toHaveLength(1);
    expect(JSON.parse(whole[0]!).data.events.edges).toHaveLength(1);
    // while the same event in the Attempt's event list is still shown cut
    expect(await page.locator('ol.events > li[data-kind="llm.request"] .content-cut').count()).toBe(1);
  });

  it('shows a content deleted by retention as expired, and a damaged one as an error, in the ledger', async () => {
    // Given an organization of its own (its retention deletes nothing of the other tests'): a model
    // request whose message retention deleted, and a later one whose content row is no longer JSON
    const own = await apiOrganization(t, 'console-retention');
    const registered = await post(
      serverUrl,
      RegisterActor,
      { input: { kind: 'AI_AGENT', displayName: 'Agent Kept' } },
      own.tokens.system,
    );
    if (registered.data?.registerActor.__typename !== 'RegisterActorSuccess') throw new Error(JSON.stringify(registered));
    const agent = registered.data.registerActor.actor.id;
    await post(serverUrl, PublishConfiguration, { input: { agentId: agent, version: 1, configuration: {} } }, own.tokens.system);
    const { attemptId } = await claimedAttempt(own, agent, 'old evidence');
    // (first, a Runner's message whose content merely looks like an expired one: kept as sent)
    const forged = { $content: { sha256: 'f'.repeat(64), size: 123, expired: true } };
    const sent = await post(
      serverUrl,
      AppendEvent,
      {
        input: {
          attemptId,
          kind: 'llm.request',
          payloadVersion: 1,
          payload: { call_id: 'forged-1', model: 'model-a', messages: [{ role: 'user', content: forged }] },
        },
      },
      own.tokens.runner,
    );
    expect(sent.data?.appendEvent.__typename, JSON.stringify(sent)).toBe('AppendEventSuccess');
    const old = `An old question. ${'x'.repeat(800)}`;
    await appendRequest(own, attemptId, 'old-1', old);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const system = { organizationId: own.organizationId, actorId: own.systemActorId };
    await setEvidenceRetention(t.db, system, { olderThanSeconds: 1 });
    expect(await expireEvidence(t.db, system)).toMatchObject({ deleted: 1 });
    const broken = `A question whose content row breaks. ${'y'.repeat(600)}`;
    await appendRequest(own, attemptId, 'new-1', broken);
    expect(
      await tamper(
        t,
        `update workforce.contents set content = '\\x7b'::bytea, byte_size = 1 where organization_id = $1 and sha256 = $2`,
        [own.organizationId, Buffer.from(contentDigest(broken), 'hex')],
      ),
    ).toBe(1);

    // When its ledger is opened and each request unfolded
    const page = await openPage();
    await signIn(page, own.tokens.viewer, '/console/ledger');
    const requests = page.locator('ol.events > li[data-kind="llm.request"]');
    await expect.poll(() => requests.count(), { timeout: 10_000 }).toBe(3);
    for (const summary of await requests.locator('summary').all()) await summary.click();

    // Then the deleted message reads as expired by retention, with its size and digest, and nothing to show
    const expired = requests.nth(1).locator('.content-expired');
    await expired.waitFor();
    expect(await expired.textContent()).toBe(
      `expired by retention (${old.length + 2} bytes, sha256 ${contentDigest(old).slice(0, 8)}…)`,
    );
    expect(await requests.nth(1).locator('pre.json').textContent()).not.toContain('$content');
    expect(await requests.nth(1).getByRole('button', { name: 'show whole' }).count()).toBe(0);
    // and the damaged one as damaged content, in the error colour
    const damaged = requests.nth(0).locator('.content-damaged');
    expect(await damaged.textContent()).toBe(
      `damaged content (${broken.length + 2} bytes, sha256 ${contentDigest(broken).slice(0, 8)}…)`,
    );
    expect(await damaged.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(179, 38, 30)');
    // while what a Runner sent in that shape, in an event kept as sent, shows as the JSON it is
    expect(await requests.nth(2).locator('.content-marker').count()).toBe(0);
    expect(await requests.nth(2).locator('pre.json').textContent()).toContain('"expired": true');
  });

  it('survives bad input: an unknown or malformed id in the address, a hostile search', async () => {
    const page = await openPage();
    await signIn(page, org.tokens.operator, '/console/assignments/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'No such Assignment' }).waitFor();
    await page.goto(`${proxy.url}/console/assignments/${encodeURIComponent('<b>not an id</b>')}`);
    await page.locator('main h1, main [role="alert"]').first().waitFor();
    expect(await page.locator('main').textContent()).toMatch(/No such Assignment|Could not load/);
    await page.goto(`${proxy.url}/console/`);
    await page.getByLabel('Search title or id').fill(`%' or 1=1 -- <script>`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No Assignments match.').waitFor();
    await page.goto(`${proxy.url}/console/no/such/page`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });

  it('fits a 390 px wide screen without horizontal scrolling', async () => {
    const id = await createAssignment('on a phone, with a long title that has to wrap onto several lines');
    await post(serverUrl, ClaimAssignment, { input: { assignmentId: id, agentId, configurationVersion: 1 } }, org.tokens.runner);
    const page = await openPage({ width: 390, height: 844 });
    await signIn(page, org.tokens.system);
    await page.getByRole('link', { name: /on a phone/ }).waitFor();
    const width = () => page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: /on a phone/ }).click();
    await page.locator('li.attempt').first().waitFor();
    expect(await width()).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Actors & tokens' }).click();
    const row = page.locator(`tr[data-actor-id="${agentId}"]`);
    await row.getByRole('button', { name: 'Publish configuration' }).click();
    await row.getByLabel('Configuration (JSON)').waitFor();
    expect(await width()).toBeLessThanOrEqual(390);
  });
});
