// Stopping the production bundle (`node dist/server/cli.mjs serve`, as a container runtime or
// systemd stops it) with SIGTERM: it stops accepting, lets the request in flight answer, ends the
// live subscription with `event: complete`, and exits 0; a request that never finishes is cut off
// when WORKFORCE_SHUTDOWN_GRACE_MS runs out, and the process exits 1 shortly after.
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken, createOrganization } from '../../src/commands/index.js';
import { freePort } from '../../src/db/embedded.js';
import { useTestDatabase } from '../helpers/db.js';
import { HeldTransaction, waitForLockWaiters } from '../helpers/locks.js';
import { bundleServer, ServerProcess } from '../helpers/server-process.js';
import { openStream } from '../helpers/sse-http.js';

const t = useTestDatabase();
let bundle: Awaited<ReturnType<typeof bundleServer>> | undefined;
let organizationId: string;
let token: string;

beforeAll(async () => {
  bundle = await bundleServer();
  const org = await createOrganization(t.ownerDb, { slug: `shutdown-${randomUUID().slice(0, 8)}` });
  organizationId = org.organizationId;
  const system = { organizationId, actorId: org.systemActorId };
  token = (await createApiToken(t.ownerDb, system, { actorId: org.systemActorId, role: 'SYSTEM' })).secret;
});

afterAll(() => bundle?.remove());

async function startServer(graceMs: number) {
  const port = await freePort();
  const server = new ServerProcess(bundle!.entry, {
    DATABASE_URL: t.url,
    PORT: String(port),
    WORKFORCE_ORGANIZATION: 'shutdown-bootstrap',
    WORKFORCE_SHUTDOWN_GRACE_MS: String(graceMs),
    // The request held by the test's lock must wait for the test, not for a timeout.
    WORKFORCE_LOCK_TIMEOUT_MS: '60000',
    WORKFORCE_STATEMENT_TIMEOUT_MS: '60000',
  });
  await server.start();
  return { server, baseUrl: `http://127.0.0.1:${port}`, port };
}

/** A createAssignment that waits on the organization's ledger head while the test holds it. */
function createAssignment(baseUrl: string, title: string) {
  return fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `mutation ShutdownCreate($input: CreateAssignmentInput!) {
        createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id title state } } ... on Error { code } }
      }`,
      variables: { input: { title, goal: { mediaType: 'text/plain', content: 'finish before the server stops' } } },
    }),
  });
}

async function holdLedgerHead(): Promise<HeldTransaction> {
  const held = await HeldTransaction.begin(t.admin);
  await held.query('select 1 from workforce.organization_heads where organization_id = $1 for update', [organizationId]);
  return held;
}

/** Resolves with the error code of a fresh TCP connection to the port (ECONNREFUSED once nothing listens). */
function connectionError(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * The error a new connection meets once the server has stopped listening. A connection accepted
 * in the instant before that is reset as idle (ECONNRESET): try again until none is accepted.
 */
async function refusedSoon(port: number): Promise<string | null> {
  let last: string | null = null;
  for (let i = 0; i < 200; i++) {
    last = await connectionError(port);
    if (last === 'ECONNREFUSED') return last;
    await sleep(10);
  }
  return last;
}

describe('the bundled server stopped with SIGTERM', () => {
  it('refuses new connections, answers the request in flight, completes the live subscription, and exits 0', async () => {
    // Given a server with a live subscription open and a mutation held by a database lock
    const { server, baseUrl, port } = await startServer(20_000);
    const stream = await openStream(baseUrl, token, 'subscription { ledgerEvents { seq kind assignmentId } }');
    const held = await holdLedgerHead();
    let answered = false;
    const inFlight = createAssignment(baseUrl, 'in flight at shutdown').then(async (response) => {
      answered = true;
      return {
        status: response.status,
        body: (await response.json()) as {
          data: { createAssignment: { __typename: string; assignment: { id: string; title: string; state: string } } };
          errors?: unknown;
        },
      };
    });
    try {
      await waitForLockWaiters(t, 'create_assignment');

      // When it receives SIGTERM
      const stopped = server.stop('SIGTERM');
      // Then it refuses new connections while the request is still in flight
      expect(await refusedSoon(port)).toBe('ECONNREFUSED');
      expect(answered).toBe(false);
      expect(stream.completed).toBe(false);
      // And once the lock is released, the request gets its normal answer
      await held.commit();
      const { status, body } = await inFlight;
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data.createAssignment).toMatchObject({
        __typename: 'CreateAssignmentSuccess',
        assignment: { title: 'in flight at shutdown', state: 'READY' },
      });
      // And the process exits 0, well within the grace
      const exit = await stopped;
      expect({ code: exit.code, signal: exit.signal }, server.output).toEqual({ code: 0, signal: null });
      expect(exit.ms).toBeLessThan(20_000);
      // And the subscription was offered the request's events, then completed (not cut off)
      expect(stream.completed).toBe(true);
      expect(stream.errors).toEqual([]);
      const assignmentId = body.data.createAssignment.assignment.id;
      expect(stream.data.map((d) => (d.ledgerEvents as { assignmentId: string }).assignmentId)).toContain(assignmentId);
      expect(server.output).toMatch(/SIGTERM: shutting down/);
      expect(server.output).toMatch(/stopped\n/);
    } finally {
      stream.close();
      await held.rollback().catch(() => {});
      await server.kill();
    }
  });

  it('cuts off a request that does not finish within WORKFORCE_SHUTDOWN_GRACE_MS and exits 1', async () => {
    // Given a server with a grace of 1.5 s and a mutation held by a lock the test never releases in time
    const { server, baseUrl } = await startServer(1_500);
    const held = await holdLedgerHead();
    const inFlight = createAssignment(baseUrl, 'never finishes').then(
      (response) => `answered ${response.status}`,
      (error: Error) => `failed: ${error.message}`,
    );
    try {
      await waitForLockWaiters(t, 'create_assignment');

      // When it receives SIGTERM
      const exit = await server.stop('SIGTERM');

      // Then the process is gone after the grace and at most a second more, with status 1
      expect({ code: exit.code, signal: exit.signal }, server.output).toEqual({ code: 1, signal: null });
      expect(exit.ms).toBeGreaterThanOrEqual(1_400);
      expect(exit.ms).toBeLessThan(1_500 + 1_000 + 1_000);
      expect(server.output).toMatch(/grace of 1500 ms ran out: cutting off 1 request/);
      // And the request was cut off, not answered
      expect(await inFlight).toMatch(/^failed/);
    } finally {
      await held.rollback().catch(() => {});
      await server.kill();
    }
  });
});
