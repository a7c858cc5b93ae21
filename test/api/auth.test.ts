// Authentication (every bad credential is UNAUTHENTICATED and writes nothing), the role × operation
// authorization matrix as designed, and API tokens (shown once, stored as a SHA-256 only).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  cancelAssignment,
  createApiToken,
  deactivateActor,
  rebuildProjection,
  registerActor,
  revokeApiToken,
} from '../../src/commands/index.js';
import { schema } from '../../src/schema/index.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, execute, type GraphQLResponse, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { claim, newAgent, newAssignment } from '../helpers/factories.js';

const t = useTestDatabase();
const api = useYoga(t);

type Role = 'SYSTEM' | 'RUNNER' | 'OPERATOR' | 'VIEWER';
type Resp = GraphQLResponse<unknown>;
const ROLES: Role[] = ['SYSTEM', 'RUNNER', 'OPERATOR', 'VIEWER'];
const ANY: Role[] = ROLES;

/** As designed (DESIGN §4, the brief): who may call what. A change of a scope in src/schema fails this table. */
const MUTATION_SCOPES: Record<string, Role[]> = {
  rebuildProjection: ['SYSTEM'],
  markProjectionDirty: ['SYSTEM'],
  recoverExpiredClaim: ['SYSTEM'],
  createApiToken: ['SYSTEM'],
  revokeApiToken: ['SYSTEM'],
  claimAssignment: ['SYSTEM', 'RUNNER'],
  endAttempt: ['SYSTEM', 'RUNNER'],
  appendEvent: ['SYSTEM', 'RUNNER'],
  createAssignment: ['SYSTEM', 'OPERATOR'],
  registerActor: ['SYSTEM', 'OPERATOR'],
  deactivateActor: ['SYSTEM', 'OPERATOR'],
  publishAgentConfiguration: ['SYSTEM', 'OPERATOR'],
  createEntity: ['SYSTEM', 'RUNNER', 'OPERATOR'],
  claimAssignments: ['SYSTEM', 'RUNNER'],
  endAttempts: ['SYSTEM', 'RUNNER'],
  appendEvents: ['SYSTEM', 'RUNNER'],
  createEntities: ['SYSTEM', 'RUNNER', 'OPERATOR'],
  createAssignments: ['SYSTEM', 'OPERATOR'],
  renewClaim: ['SYSTEM', 'RUNNER'],
  cancelAssignment: ['SYSTEM', 'OPERATOR'],
  reopenAssignment: ['SYSTEM', 'OPERATOR'],
  reconcileAttempt: ['SYSTEM', 'OPERATOR'],
};
const QUERY_SCOPES: Record<string, Role[]> = {
  viewer: ANY,
  assignment: ANY,
  assignments: ANY,
  attempt: ANY,
  actor: ANY,
  actors: ANY,
  entity: ANY,
  events: ANY,
  projections: ANY,
  rateLimit: ANY,
  verifyLedger: ['SYSTEM'],
  apiTokens: ['SYSTEM'],
};

const Docs = {
  rateLimit: graphql(`query AuRateLimit { rateLimit { cost nodeCount } }`),
  viewer: graphql(`query AuViewer { viewer { role organization { id slug } actor { id kind } } }`),
  assignment: graphql(`query AuAssignment($id: ID!) { assignment(id: $id) { id } }`),
  assignments: graphql(`query AuAssignments { assignments(first: 5) { edges { node { id } } } }`),
  attempt: graphql(`query AuAttempt($id: ID!) { attempt(id: $id) { id } }`),
  actor: graphql(`query AuActor($id: ID!) { actor(id: $id) { id } }`),
  actors: graphql(`query AuActors { actors(kind: AI_AGENT, first: 5) { edges { node { id kind } } } }`),
  entity: graphql(`query AuEntity($id: ID!) { entity(id: $id) { id } }`),
  events: graphql(`query AuEvents { events(first: 5) { edges { node { id } } } }`),
  projections: graphql(`query AuProjections { projections { name dirty } }`),
  verifyLedger: graphql(`query AuVerifyLedger { verifyLedger { ok } }`),
  apiTokens: graphql(`query AuApiTokens { apiTokens(first: 5) { edges { node { id role } } } }`),
  revokeApiToken: graphql(
    `mutation AuRevokeToken($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename ... on Error { code message } } }`,
  ),
  rebuildProjection: graphql(
    `mutation AuRebuild($input: RebuildProjectionInput!) { rebuildProjection(input: $input) { __typename ... on Error { code message } } }`,
  ),
  markProjectionDirty: graphql(
    `mutation AuMarkDirty($input: MarkProjectionDirtyInput!) { markProjectionDirty(input: $input) { __typename ... on Error { code message } } }`,
  ),
  recoverExpiredClaim: graphql(
    `mutation AuRecover($input: RecoverExpiredClaimInput!) { recoverExpiredClaim(input: $input) { __typename ... on Error { code message } } }`,
  ),
  createApiToken: graphql(`mutation AuCreateToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) { __typename ... on CreateApiTokenSuccess { token apiToken { id role actor { id } } } ... on Error { code message } }
  }`),
  claimAssignment: graphql(
    `mutation AuClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }`,
  ),
  endAttempt: graphql(
    `mutation AuEnd($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on Error { code message } } }`,
  ),
  appendEvent: graphql(
    `mutation AuAppend($input: AppendEventInput!) { appendEvent(input: $input) { __typename ... on Error { code message } } }`,
  ),
  createAssignment: graphql(
    `mutation AuCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename ... on Error { code message } } }`,
  ),
  registerActor: graphql(
    `mutation AuRegister($input: RegisterActorInput!) { registerActor(input: $input) { __typename ... on Error { code message } } }`,
  ),
  deactivateActor: graphql(
    `mutation AuDeactivate($input: DeactivateActorInput!) { deactivateActor(input: $input) { __typename ... on Error { code message } } }`,
  ),
  publishAgentConfiguration: graphql(
    `mutation AuPublish($input: PublishAgentConfigurationInput!) { publishAgentConfiguration(input: $input) { __typename ... on Error { code message } } }`,
  ),
  createEntity: graphql(
    `mutation AuCreateEntity($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on Error { code message } } }`,
  ),
  claimAssignments: graphql(`mutation AuClaims($input: ClaimAssignmentsInput!) {
    claimAssignments(input: $input) { __typename ... on ClaimAssignmentsSuccess { results { __typename } } ... on Error { code message } }
  }`),
  endAttempts: graphql(`mutation AuEnds($input: EndAttemptsInput!) {
    endAttempts(input: $input) { __typename ... on EndAttemptsSuccess { results { __typename } } ... on Error { code message } }
  }`),
  appendEvents: graphql(`mutation AuAppends($input: AppendEventsInput!) {
    appendEvents(input: $input) { __typename ... on AppendEventsSuccess { results { __typename } } ... on Error { code message } }
  }`),
  createEntities: graphql(`mutation AuCreateEntities($input: CreateEntitiesInput!) {
    createEntities(input: $input) { __typename ... on CreateEntitiesSuccess { results { __typename } } ... on Error { code message } }
  }`),
  createAssignments: graphql(`mutation AuCreateAssignments($input: CreateAssignmentsInput!) {
    createAssignments(input: $input) { __typename ... on CreateAssignmentsSuccess { results { __typename } } ... on Error { code message } }
  }`),
  renewClaim: graphql(
    `mutation AuRenew($input: RenewClaimInput!) { renewClaim(input: $input) { __typename ... on Error { code message } } }`,
  ),
  cancelAssignment: graphql(
    `mutation AuCancel($input: CancelAssignmentInput!) { cancelAssignment(input: $input) { __typename ... on Error { code message } } }`,
  ),
  reopenAssignment: graphql(
    `mutation AuReopen($input: ReopenAssignmentInput!) { reopenAssignment(input: $input) { __typename ... on Error { code message } } }`,
  ),
  reconcileAttempt: graphql(
    `mutation AuReconcile($input: ReconcileAttemptInput!) { reconcileAttempt(input: $input) { __typename ... on Error { code message } } }`,
  ),
};

interface Prepared {
  field: string;
  doc: TypedDocumentNode<unknown, unknown>;
  variables: unknown;
  success: string | null;
}
const prep = <T, V>(field: string, doc: TypedDocumentNode<T, V>, variables: V, success: string | null = null): Prepared => ({
  field,
  doc: doc as TypedDocumentNode<unknown, unknown>,
  variables,
  success,
});

let org: ApiOrganization;
let system: Caller;
let agentId: string;
let fixture: { assignmentId: string; attemptId: string; entityId: string };

/** Fresh inputs for one call of `field`, valid so that an allowed caller succeeds (or meets the domain answer named). */
async function prepare(field: string, role: Role = 'SYSTEM'): Promise<Prepared> {
  const d = Docs;
  // Execution belongs to its claimer: the Attempt a call acts on is claimed by the role's own Actor.
  const claimer = role === 'RUNNER' ? { organizationId: org.organizationId, actorId: org.runnerActorId } : system;
  const running = () => claimAs(claimer);
  switch (field) {
    case 'rebuildProjection':
      return prep(field, d.rebuildProjection, { input: { projection: 'ACTORS' } }, 'RebuildProjectionSuccess');
    case 'markProjectionDirty':
      return prep(
        field,
        d.markProjectionDirty,
        { input: { projection: 'ACTORS', reason: 'auth test' } },
        'MarkProjectionDirtySuccess',
      );
    case 'recoverExpiredClaim': {
      const { assignment, attempt } = await claim(t, system, (await newAssignment(t, system)).assignment.id, agentId);
      // The claim is live, so an allowed caller reaches the command and meets ClaimNotExpired.
      return prep(
        field,
        d.recoverExpiredClaim,
        { input: { assignmentId: assignment.id, attemptId: attempt!.id } },
        'ClaimNotExpired',
      );
    }
    case 'createApiToken':
      return prep(field, d.createApiToken, { input: { actorId: org.operatorActorId, role: 'VIEWER' } }, 'CreateApiTokenSuccess');
    case 'revokeApiToken': {
      const { token } = await createApiToken(t.db, system, { actorId: org.operatorActorId, role: 'VIEWER' });
      return prep(field, d.revokeApiToken, { input: { tokenId: token.id } }, 'RevokeApiTokenSuccess');
    }
    case 'claimAssignment': {
      const { assignment } = await newAssignment(t, system);
      return prep(
        field,
        d.claimAssignment,
        { input: { assignmentId: assignment.id, agentId, configurationVersion: 1 } },
        'ClaimAssignmentSuccess',
      );
    }
    case 'endAttempt': {
      const { assignment, attempt } = await running();
      return prep(
        field,
        d.endAttempt,
        { input: { assignmentId: assignment.id, attemptId: attempt!.id, outcome: 'FAILED', failureReason: 'x' } },
        'EndAttemptSuccess',
      );
    }
    case 'appendEvent':
      return prep(
        field,
        d.appendEvent,
        {
          input: {
            attemptId: (await running()).attempt!.id,
            kind: 'llm.request',
            payloadVersion: 1,
            payload: { call_id: 'c1', model: 'm', messages: [{ role: 'user', content: 'hi' }], parameters: {} },
          },
        },
        'AppendEventSuccess',
      );
    case 'createAssignment':
      return prep(
        field,
        d.createAssignment,
        { input: { title: 'auth', goal: { mediaType: 'text/plain', content: 'goal' } } },
        'CreateAssignmentSuccess',
      );
    case 'registerActor':
      return prep(field, d.registerActor, { input: { kind: 'HUMAN', displayName: 'someone' } }, 'RegisterActorSuccess');
    case 'deactivateActor': {
      const { actor } = await registerActor(t.db, system, { kind: 'HUMAN', displayName: 'to deactivate' });
      return prep(field, d.deactivateActor, { input: { actorId: actor.id } }, 'DeactivateActorSuccess');
    }
    case 'publishAgentConfiguration': {
      const { actor } = await registerActor(t.db, system, { kind: 'AI_AGENT', displayName: 'fresh agent' });
      return prep(
        field,
        d.publishAgentConfiguration,
        { input: { agentId: actor.id, version: 1, configuration: { model: 'm' } } },
        'PublishAgentConfigurationSuccess',
      );
    }
    case 'claimAssignments': {
      const { assignment } = await newAssignment(t, system);
      return prep(
        field,
        d.claimAssignments,
        { input: { claims: [{ assignmentId: assignment.id, agentId, configurationVersion: 1 }] } },
        'ClaimAssignmentsSuccess',
      );
    }
    case 'endAttempts': {
      const { assignment, attempt } = await running();
      return prep(
        field,
        d.endAttempts,
        {
          input: { endings: [{ assignmentId: assignment.id, attemptId: attempt!.id, outcome: 'FAILED', failureReason: 'x' }] },
        },
        'EndAttemptsSuccess',
      );
    }
    case 'appendEvents':
      return prep(
        field,
        d.appendEvents,
        {
          input: {
            events: [
              {
                attemptId: (await running()).attempt!.id,
                kind: 'llm.request',
                payloadVersion: 1,
                payload: { call_id: 'c1', model: 'm', messages: [], parameters: {} },
              },
            ],
          },
        },
        'AppendEventsSuccess',
      );
    case 'createEntities':
      return prep(
        field,
        d.createEntities,
        { input: { entities: [{ mediaType: 'text/plain', content: randomUUID() }] } },
        'CreateEntitiesSuccess',
      );
    case 'createAssignments':
      return prep(
        field,
        d.createAssignments,
        {
          input: { assignments: [{ title: 'auth', goal: { mediaType: 'text/plain', content: 'goal' } }] },
        },
        'CreateAssignmentsSuccess',
      );
    case 'renewClaim': {
      const { assignment, attempt } = await running();
      return prep(
        field,
        d.renewClaim,
        { input: { assignmentId: assignment.id, attemptId: attempt!.id, claimTtlSeconds: 120 } },
        'RenewClaimSuccess',
      );
    }
    case 'cancelAssignment': {
      const { assignment } = await newAssignment(t, system);
      return prep(
        field,
        d.cancelAssignment,
        { input: { assignmentId: assignment.id, reason: 'auth test' } },
        'CancelAssignmentSuccess',
      );
    }
    case 'reopenAssignment': {
      const { assignment } = await newAssignment(t, system);
      await cancelAssignment(t.db, system, { assignmentId: assignment.id, reason: 'auth test' });
      return prep(
        field,
        d.reopenAssignment,
        { input: { assignmentId: assignment.id, reason: 'auth test' } },
        'ReopenAssignmentSuccess',
      );
    }
    case 'reconcileAttempt': {
      const { assignment, attempt } = await claim(t, system, (await newAssignment(t, system)).assignment.id, agentId);
      // The Attempt is not uncertain, so an allowed caller reaches the command and meets AttemptNotUncertain.
      return prep(
        field,
        d.reconcileAttempt,
        {
          input: {
            assignmentId: assignment.id,
            attemptId: attempt!.id,
            decision: 'RETRY',
            receipts: [{ callIds: ['c1'], producer: 'tool', receipt: { mediaType: 'text/plain', content: 'receipt' } }],
          },
        },
        'AttemptNotUncertain',
      );
    }
    case 'createEntity':
      return prep(field, d.createEntity, { input: { mediaType: 'text/plain', content: randomUUID() } }, 'CreateEntitySuccess');
    case 'viewer':
      return prep(field, d.viewer, {});
    case 'assignment':
      return prep(field, d.assignment, { id: fixture.assignmentId });
    case 'attempt':
      return prep(field, d.attempt, { id: fixture.attemptId });
    case 'actor':
      return prep(field, d.actor, { id: agentId });
    case 'actors':
      return prep(field, d.actors, {});
    case 'entity':
      return prep(field, d.entity, { id: fixture.entityId });
    case 'assignments':
      return prep(field, d.assignments, {});
    case 'events':
      return prep(field, d.events, {});
    case 'projections':
      return prep(field, d.projections, {});
    case 'rateLimit':
      return prep(field, d.rateLimit, {});
    case 'verifyLedger':
      return prep(field, d.verifyLedger, {});
    case 'apiTokens':
      return prep(field, d.apiTokens, {});
    default:
      throw new Error(`no case for ${field}`);
  }
}

/** A new Assignment claimed by `caller`, who alone may then end, renew or record evidence for its Attempt. */
async function claimAs(caller: Caller) {
  return claim(t, caller, (await newAssignment(t, system)).assignment.id, agentId);
}

/** Posts with exactly the Authorization header given (or none). */
async function send(p: Prepared, authorization?: string): Promise<Resp> {
  const body = JSON.stringify({ query: print(p.doc), variables: p.variables });
  const response = await api.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      ...(authorization ? { authorization } : {}),
    },
    body,
  });
  const json = (await response.json()) as { data?: unknown; errors?: Resp['errors'] };
  return { status: response.status, data: json.data, ...(json.errors ? { errors: json.errors } : {}), headers: response.headers };
}

const totalEvents = async () =>
  (await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.events')).rows[0]!.n;
const fieldOf = (r: Resp, field: string) =>
  (r.data as Record<string, { __typename?: string } | null> | null | undefined)?.[field];
const tokenFor = (role: Role) => org.tokens[role.toLowerCase() as 'system' | 'runner' | 'operator' | 'viewer'];
const TOKEN = /^wfl_([0-9a-f]{32})_([0-9a-f]{32})_([A-Za-z0-9_-]+)$/;
const hex = (uuid: string) => uuid.replaceAll('-', '');

beforeAll(async () => {
  org = await apiOrganization(t, 'auth-main');
  system = { organizationId: org.organizationId, actorId: org.systemActorId };
  agentId = await newAgent(t, { organizationId: org.organizationId, system });
  const created = await newAssignment(t, system);
  const claimed = await claim(t, system, created.assignment.id, agentId);
  fixture = { assignmentId: created.assignment.id, attemptId: claimed.attempt!.id, entityId: created.goalEntity.id };
});

describe('authentication', () => {
  const badCredentials: [string, () => Promise<string | undefined>][] = [
    ['no Authorization header', async () => undefined],
    ['a Basic header', async () => 'Basic dXNlcjpwYXNz'],
    ['Bearer with no token', async () => 'Bearer '],
    ['a token that is not of our format', async () => 'Bearer not-a-token'],
    ['a token followed by junk', async () => `Bearer ${org.tokens.system} junk`],
    [
      'a well-formed token with a wrong secret',
      async () => {
        const [, o, k] = TOKEN.exec(org.tokens.system)!;
        return `Bearer wfl_${o}_${k}_${randomBytes(32).toString('base64url')}`;
      },
    ],
    [
      'a token of a token id that does not exist',
      async () => {
        const [, o, , s] = TOKEN.exec(org.tokens.system)!;
        return `Bearer wfl_${o}_${hex(randomUUID())}_${s}`;
      },
    ],
    [
      "another organization's id with this token's id and secret",
      async () => {
        const other = await apiOrganization(t, `auth-other-${randomUUID().slice(0, 6)}`);
        const [, , k, s] = TOKEN.exec(org.tokens.system)!;
        return `Bearer wfl_${hex(other.organizationId)}_${k}_${s}`;
      },
    ],
    [
      'a token of a deactivated actor',
      async () => {
        const { actor } = await registerActor(t.db, system, { kind: 'HUMAN', displayName: 'leaving soon' });
        const { secret } = await createApiToken(t.db, system, { actorId: actor.id, role: 'OPERATOR' });
        const before = await send(await prepare('viewer'), `Bearer ${secret}`);
        expect(fieldOf(before, 'viewer')).toMatchObject({ role: 'OPERATOR', actor: { id: actor.id } });
        await deactivateActor(t.db, system, { actorId: actor.id });
        return `Bearer ${secret}`;
      },
    ],
    [
      'a revoked token',
      async () => {
        const { secret, token } = await createApiToken(t.db, system, { actorId: org.operatorActorId, role: 'OPERATOR' });
        await revokeApiToken(t.db, system, { tokenId: token.id });
        return `Bearer ${secret}`;
      },
    ],
    [
      'an expired token',
      async () => {
        const { secret, token } = await createApiToken(t.db, system, {
          actorId: org.operatorActorId,
          role: 'OPERATOR',
          ttlSeconds: 60,
        });
        // Privileged setup: age it past its expiry rather than wait a minute.
        await t.admin.query(
          `update workforce.api_tokens set created_at = now() - interval '2 minutes', expires_at = now() - interval '1 second'
                            where token_id = $1`,
          [token.id],
        );
        return `Bearer ${secret}`;
      },
    ],
  ];

  it.each(badCredentials)('%s: every query and mutation is UNAUTHENTICATED and writes nothing', async (_, credential) => {
    const authorization = await credential();
    const calls = await Promise.all(
      [...Object.keys(QUERY_SCOPES), ...Object.keys(MUTATION_SCOPES)].map((field) => prepare(field)),
    );
    const before = await totalEvents();
    for (const call of calls) {
      const result = await send(call, authorization);
      expect(result.status, call.field).toBeLessThan(500);
      expect(
        result.errors?.map((e) => e.extensions?.code),
        call.field,
      ).toEqual(['UNAUTHENTICATED']);
      // No data: null, or (for a nullable root field) the field is null.
      expect(result.data === null || fieldOf(result, call.field) === null, call.field).toBe(true);
    }
    expect(await totalEvents()).toBe(before);
  });

  it('introspection works without a token (GraphiQL needs it)', async () => {
    const response = await api.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
      extensions: { cost: { requested: 1, actual: 1, requestedNodes: 0, actualNodes: 0 } },
    });
  });
});

describe('authorization matrix', () => {
  it('covers every mutation and query of the schema', () => {
    expect(Object.keys(MUTATION_SCOPES).sort()).toEqual(Object.keys(schema.getMutationType()!.getFields()).sort());
    expect(Object.keys(QUERY_SCOPES).sort()).toEqual(Object.keys(schema.getQueryType()!.getFields()).sort());
  });

  for (const [field, allowed] of Object.entries(MUTATION_SCOPES)) {
    for (const role of ROLES) {
      const may = allowed.includes(role);
      it(`mutation ${field} as ${role}: ${may ? 'allowed' : 'FORBIDDEN, nothing written'}`, async () => {
        const call = await prepare(field, role);
        const before = await totalEvents();
        const result = await send(call, `Bearer ${tokenFor(role)}`);
        if (may) {
          expect(result.errors).toBeUndefined();
          expect(fieldOf(result, field)?.__typename).toBe(call.success);
          if (field === 'markProjectionDirty') await rebuildProjection(t.db, system, { projection: 'ACTORS' });
        } else {
          expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
          expect(result.data).toBeNull();
          expect(await totalEvents()).toBe(before);
        }
      });
    }
  }

  for (const [field, allowed] of Object.entries(QUERY_SCOPES)) {
    for (const role of ROLES) {
      const may = allowed.includes(role);
      it(`query ${field} as ${role}: ${may ? 'allowed' : 'FORBIDDEN'}`, async () => {
        const result = await send(await prepare(field), `Bearer ${tokenFor(role)}`);
        if (may) {
          expect(result.errors).toBeUndefined();
          expect(fieldOf(result, field)).toBeTruthy();
        } else {
          expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
          expect(result.data).toBeNull();
        }
      });
    }
  }
});

describe('API tokens', () => {
  const Viewer = Docs.viewer;

  it('createApiToken returns a token, shown once, that acts as the bound actor with that role', async () => {
    const result = await execute(
      api.yoga,
      Docs.createApiToken,
      { input: { actorId: org.operatorActorId, role: 'RUNNER' } },
      org.tokens.system,
    );
    const created = result.data?.createApiToken;
    if (created?.__typename !== 'CreateApiTokenSuccess') throw new Error(`expected success, got ${JSON.stringify(result)}`);
    expect(created.apiToken).toMatchObject({ role: 'RUNNER', actor: { id: org.operatorActorId } });
    const [, o, k] = TOKEN.exec(created.token)!;
    expect([o, k]).toEqual([hex(org.organizationId), hex(created.apiToken.id)]);
    const as = await execute(api.yoga, Viewer, {}, created.token);
    expect(as.data?.viewer).toMatchObject({
      role: 'RUNNER',
      organization: { id: org.organizationId },
      actor: { id: org.operatorActorId },
    });
    // Nothing in the schema gives a token back: ApiToken has no secret field.
    const apiTokenType = schema.getType('ApiToken') as unknown as { getFields(): Record<string, unknown> };
    expect(Object.keys(apiTokenType.getFields()).sort()).toEqual([
      'actor',
      'createdAt',
      'createdBy',
      'expiresAt',
      'id',
      'label',
      'lastUsedAt',
      'revokedAt',
      'revokedBy',
      'role',
    ]);
  });

  it('stores only the SHA-256 of the secret: no column holds the secret or the token', async () => {
    const result = await execute(
      api.yoga,
      Docs.createApiToken,
      { input: { actorId: org.operatorActorId, role: 'VIEWER' } },
      org.tokens.system,
    );
    const created = result.data?.createApiToken;
    if (created?.__typename !== 'CreateApiTokenSuccess') throw new Error(`expected success, got ${JSON.stringify(result)}`);
    const secret = TOKEN.exec(created.token)![3]!;
    const { rows } = await t.admin.query<Record<string, unknown>>('select * from workforce.api_tokens where token_id = $1', [
      created.apiToken.id,
    ]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.secret_sha256).toEqual(createHash('sha256').update(secret).digest());
    for (const [column, value] of Object.entries(row)) {
      const renderings = Buffer.isBuffer(value)
        ? [value.toString('hex'), value.toString('base64'), value.toString('base64url'), value.toString('latin1')]
        : [JSON.stringify(value) ?? String(value)];
      for (const text of renderings) {
        expect(text.includes(secret), `column ${column}`).toBe(false);
        expect(text.includes(created.token), `column ${column}`).toBe(false);
      }
    }
    // Nor does the ledger (the api_token.created event) carry it.
    const { rows: events } = await t.admin.query<{ payload: unknown }>(
      'select payload from workforce.events where organization_id = $1',
      [org.organizationId],
    );
    expect(events.some((e) => JSON.stringify(e.payload).includes(secret))).toBe(false);
  });

  it('a SYSTEM token for a non-SYSTEM actor is refused with Forbidden, and nothing is written', async () => {
    const before = await totalEvents();
    const tokens = (await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.api_tokens')).rows[0]!.n;
    for (const actorId of [org.operatorActorId, agentId]) {
      const result = await execute(api.yoga, Docs.createApiToken, { input: { actorId, role: 'SYSTEM' } }, org.tokens.system);
      expect(result.errors).toBeUndefined();
      expect(result.data?.createApiToken).toMatchObject({ __typename: 'Forbidden', code: 'FORBIDDEN' });
    }
    expect(await totalEvents()).toBe(before);
    expect((await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.api_tokens')).rows[0]!.n).toBe(tokens);
  });

  it('tokens carry at least 128 bits of secret, and never repeat', async () => {
    const secrets = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const result = await execute(
        api.yoga,
        Docs.createApiToken,
        { input: { actorId: org.operatorActorId, role: 'VIEWER' } },
        org.tokens.system,
      );
      const created = result.data?.createApiToken;
      if (created?.__typename !== 'CreateApiTokenSuccess') throw new Error(`expected success, got ${JSON.stringify(result)}`);
      const secret = TOKEN.exec(created.token)![3]!;
      expect(Buffer.from(secret, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      secrets.add(secret);
    }
    for (const token of Object.values(org.tokens)) secrets.add(TOKEN.exec(token)![3]!);
    expect(secrets.size).toBe(5 + 4);
  });
});
