import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll } from 'vitest';
import { createApiToken, createOrganization, registerActor } from '../../src/commands/index.js';
import { LedgerFeed } from '../../src/events/live.js';
import { createWorkforceYoga, type Protection } from '../../src/yoga.js';
import type { TestDatabase } from './db.js';

export const TEST_LIMITS = {
  defaultClaimSeconds: 300,
  maxClaimSeconds: 3_600,
  maxPageSize: 100,
  maxBatch: 20,
  maxPayloadReadBytes: 16 * 2 ** 20,
  maxResponsePayloadBytes: 64 * 2 ** 20,
};
/** The server's default limits, but a smaller body; the rate limits are off unless a test turns them on. */
export const TEST_PROTECTION = {
  maxBodyBytes: 256 * 1024,
  maxDepth: 10,
  maxAliases: 30,
  maxNodes: 10_000,
  maxCost: 1_000,
  rateLimitTokenPerMinute: 0,
  rateLimitOrganizationPerMinute: 0,
};

export type Yoga = ReturnType<typeof createWorkforceYoga>;

export interface GraphQLResponse<T> {
  status: number;
  data: T | null | undefined;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
  headers: Headers;
}

/** Runs a typed operation against the in-process yoga (no socket), as the holder of `token`. */
export async function execute<T, V>(
  yoga: Yoga,
  document: TypedDocumentNode<T, V>,
  variables: V,
  token?: string | null,
): Promise<GraphQLResponse<T>> {
  const body = JSON.stringify({ query: print(document), variables });
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  const json = (await response.json()) as { data?: T | null; errors?: GraphQLResponse<T>['errors'] };
  return { status: response.status, data: json.data, ...(json.errors ? { errors: json.errors } : {}), headers: response.headers };
}

/** The nodes of one page of a Relay connection, in edge order. */
export const nodesOf = <T>(connection: { edges: readonly { node: T }[] }): T[] => connection.edges.map((edge) => edge.node);

export interface ApiOrganization {
  organizationId: string;
  systemActorId: string;
  tokens: Record<'system' | 'runner' | 'operator' | 'viewer', string>;
  /** The Actor behind the runner token (a SYSTEM actor standing for the Runner process). */
  runnerActorId: string;
  /** The HUMAN actor behind the operator and viewer tokens. */
  operatorActorId: string;
}

/** An organization with one token per role, made through the public command path. */
export async function apiOrganization(t: TestDatabase, slug: string): Promise<ApiOrganization> {
  const org = await createOrganization(t.ownerDb, { slug });
  const system = { organizationId: org.organizationId, actorId: org.systemActorId };
  const runner = await registerActor(t.db, system, { kind: 'SYSTEM', displayName: `${slug} runner` });
  const operator = await registerActor(t.db, system, { kind: 'HUMAN', displayName: `${slug} operator` });
  const token = async (actorId: string, role: 'SYSTEM' | 'RUNNER' | 'OPERATOR' | 'VIEWER') =>
    (await createApiToken(t.db, system, { actorId, role })).secret;
  return {
    organizationId: org.organizationId,
    systemActorId: org.systemActorId,
    runnerActorId: runner.actor.id,
    operatorActorId: operator.actor.id,
    tokens: {
      system: await token(org.systemActorId, 'SYSTEM'),
      runner: await token(runner.actor.id, 'RUNNER'),
      operator: await token(operator.actor.id, 'OPERATOR'),
      viewer: await token(operator.actor.id, 'VIEWER'),
    },
  };
}

/** A yoga over the test database, with the limits the API tests assume (or these), and its live feed. */
export function useYoga(
  t: TestDatabase,
  protection: Partial<Protection> = {},
  limits: Partial<typeof TEST_LIMITS> = {},
): { yoga: Yoga; feed: LedgerFeed } {
  const handle = {} as { yoga: Yoga; feed: LedgerFeed };
  beforeAll(() => {
    handle.feed = new LedgerFeed({ connectionString: t.url, db: t.db });
    handle.yoga = createWorkforceYoga({
      db: t.db,
      feed: handle.feed,
      limits: { ...TEST_LIMITS, ...limits },
      protection: { ...TEST_PROTECTION, ...protection },
      log: () => {},
    });
  });
  afterAll(() => handle.feed?.close());
  return handle;
}
