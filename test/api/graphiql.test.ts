// GraphiQL in a real headless Chromium with no network: the page the server itself serves loads,
// takes a token in its headers editor, runs the example query with its run button and shows the
// organization's Assignments. Debian's chromium (.ci/run installs it when missing), driven by playwright-core.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_QUERY } from '../../src/graphiql.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, useYoga } from '../helpers/api.js';
import { launchChromium } from '../helpers/browser.js';
import { useTestDatabase } from '../helpers/db.js';
import { post, useListeningServer } from '../helpers/server.js';

const t = useTestDatabase();
const api = useYoga(t);
const server = useListeningServer(api);

const CreateAssignment = graphql(`
  mutation GraphiqlCreateAssignment($input: CreateAssignmentInput!) {
    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code message } }
  }
`);

let org: ApiOrganization;
let browser: Browser | undefined;
const TITLE = 'graphiql-test-assignment';

beforeAll(async () => {
  org = await apiOrganization(t, 'graphiql');
  const created = await post(
    server.url,
    CreateAssignment,
    { input: { title: TITLE, goal: { mediaType: 'text/plain', content: 'Summarize it.' } } },
    org.tokens.operator,
  );
  expect(created.data?.createAssignment.__typename, JSON.stringify(created)).toBe('CreateAssignmentSuccess');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('GraphiQL, served by the server itself', () => {
  it('is one compressed page with nothing from another host, under a Content-Security-Policy', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
    expect(csp).toContain("connect-src 'self'");
    // fetch decompressed it; the compressed size is what travelled
    const html = await response.text();
    expect(Number(response.headers.get('content-length'))).toBeLessThan(html.length / 2);
    // No element loads anything from a URL: scripts and styles are inline, the favicon a data: URL
    expect(html).not.toMatch(/<(?:script|link|img|iframe)\b[^>]*\b(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
    expect(html).not.toMatch(/unpkg\.com|jsdelivr|cdnjs|esm\.sh|googleapis/);
    expect(html).toContain('query Assignments');

    // Uncompressed for a client that does not take gzip, and 304 on a revalidation
    const plain = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const bytes = Buffer.from(await plain.arrayBuffer());
    expect(bytes.toString()).toBe(html);
    const etag = plain.headers.get('etag')!;
    const again = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html', 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('in Chromium: the token in the headers editor, the run button, the Assignment in the result pane, no request elsewhere', async () => {
    const context = await browser!.newContext();
    const page = await context.newPage();
    const foreign: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== '127.0.0.1') foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${server.url}/graphql`, { waitUntil: 'load' });
    // The example query is in the query editor
    await page.locator('.graphiql-query-editor .monaco-editor').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.graphiql-query-editor').textContent(), { timeout: 30_000 }).toContain('Assignments');

    // Put the token in the headers editor (open by default, prefilled with the hint)
    const headers = page.locator('.graphiql-editor-tool .monaco-editor').last();
    await headers.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${org.tokens.viewer}` }));

    // Run it with the run button and read the result pane
    await page.locator('.graphiql-execute-button').click();
    const result = page.locator('.graphiql-response');
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toContain(TITLE);
    // Monaco shows spaces as no-break spaces (\s matches them)
    const text = ((await result.textContent()) ?? '').replace(/\s+/g, ' ');
    if (process.env.GRAPHIQL_SCREENSHOT) await page.screenshot({ path: process.env.GRAPHIQL_SCREENSHOT });
    expect(text).toContain('"slug": "graphiql"');
    expect(text).not.toContain('"errors"');

    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the example query is valid against the schema and within the limits', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${org.tokens.viewer}` },
      body: JSON.stringify({ query: EXAMPLE_QUERY }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body.data)).toContain(TITLE);
  });
});
