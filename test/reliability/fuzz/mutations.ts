// Every mutation, poisoned: each generated request carries at least one thing that must make it a
// refusal (a bad or missing field, a wrong type, a domain rule it breaks, or a caller who may not),
// so none may change the ledger. A well-formed input is sent only with a header that fails.
import fc from 'fast-check';
import { parseToken } from '../../../src/auth/tokens.js';
import { type AuthHeader, anyAuth, authorizedAs, type Role, unauthorizedFor } from './auth.js';
import { type FuzzRequest, jsonPost } from './request.js';
import {
  anyValue,
  badInt,
  badUuid,
  EnumValue,
  hostileString,
  hugeString,
  nonPositiveInt,
  refusedTimestamp,
  toJson,
  toLiteral,
  tooDeep,
  UNSTORABLE,
  unknownUuid,
} from './values.js';
import type { World } from './world.js';

type Kind = 'id' | 'string' | 'int' | 'json' | 'enum' | 'datetime' | 'entity' | 'receipts';
type Input = Record<string, unknown>;

interface MutationSpec {
  field: string;
  inputType: string;
  roles: readonly Role[];
  /** Every field of the input type: its kind and whether it is required. */
  fields: Record<string, [Kind, boolean]>;
  /** Inputs that would be accepted (and write) from an authorized caller. */
  valid: fc.Arbitrary<Input>;
  /** Inputs refused whoever sends them, by validation or by a domain rule, named. */
  refused: [string, fc.Arbitrary<Input>][];
}

const e = (...names: string[]) => fc.constantFrom(...names).map((n) => new EnumValue(n));
const text = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme-ascii' }).filter((s) => s.trim().length > 0);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const llmRequest = { call_id: 'c1', model: 'model-a', messages: [{ role: 'user', content: 'hi' }] };
const mediaType = fc.constantFrom('text/plain', 'application/json', 'text/markdown; charset=utf-8');
const badMediaType = fc.oneof(
  fc.constantFrom('', 'text', '/plain', 'text/', 'TEXT/PLAIN', 'text plain', `${'a'.repeat(300)}/x`, '*/*', 'text/\u0000'),
  hostileString(20).filter((s) => !/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(;.*)?$/.test(s)),
);
const blank = fc.constantFrom('', ' ', '   ', '\t\n', '\u00a0\u2003');
const tooLong = (n: number) => fc.integer({ min: n + 1, max: n + 5_000 }).map((k) => 'x'.repeat(k));
const now = Date.now();

function specs(w: World): MutationSpec[] {
  const actorOfA = fc.constantFrom(w.a.operatorActorId, w.a.runnerActorId, w.agentId);
  const entity = fc.record({ mediaType, content: text });
  return [
    {
      field: 'registerActor',
      inputType: 'RegisterActorInput',
      roles: ['SYSTEM', 'OPERATOR'],
      fields: { actorId: ['id', false], kind: ['enum', true], displayName: ['string', true], eventId: ['id', false] },
      valid: fc.record({
        kind: e('HUMAN', 'AI_AGENT', 'SYSTEM'),
        displayName: text,
        actorId: maybe(fc.uuid()),
        eventId: maybe(fc.uuid()),
      }),
      refused: [
        ['blank display name', fc.record({ kind: e('HUMAN'), displayName: blank })],
        ['display name over 200', fc.record({ kind: e('AI_AGENT'), displayName: tooLong(200) })],
        ['unknown kind', fc.record({ kind: e('ROBOT', 'human', 'ADMIN', 'null'), displayName: text })],
      ],
    },
    {
      field: 'deactivateActor',
      inputType: 'DeactivateActorInput',
      roles: ['SYSTEM', 'OPERATOR'],
      fields: { actorId: ['id', true], eventId: ['id', false] },
      valid: fc.record({ actorId: actorOfA, eventId: maybe(fc.uuid()) }),
      refused: [
        ['unknown actor', fc.record({ actorId: unknownUuid })],
        [
          'another organization\u2019s actor',
          fc.record({ actorId: fc.constantFrom(w.b.systemActorId, w.b.operatorActorId, w.bAgentId) }),
        ],
      ],
    },
    {
      field: 'publishAgentConfiguration',
      inputType: 'PublishAgentConfigurationInput',
      roles: ['SYSTEM', 'OPERATOR'],
      fields: { agentId: ['id', true], version: ['int', true], configuration: ['json', true], eventId: ['id', false] },
      valid: fc.record({
        agentId: fc.constant(w.agentId),
        version: fc.constant(2),
        configuration: fc.jsonValue({ maxDepth: 3 }),
      }),
      refused: [
        [
          'version not next',
          fc.record({
            agentId: fc.constant(w.agentId),
            version: fc.integer({ min: 3, max: 2 ** 31 - 1 }),
            configuration: fc.jsonValue({ maxDepth: 2 }),
          }),
        ],
        [
          'version not positive',
          fc.record({ agentId: fc.constant(w.agentId), version: nonPositiveInt, configuration: fc.jsonValue({ maxDepth: 2 }) }),
        ],
        [
          'not an agent',
          fc.record({
            agentId: fc.constantFrom(w.a.operatorActorId, w.a.systemActorId, w.deactivatedActorId),
            version: fc.constant(1),
            configuration: fc.constant({}),
          }),
        ],
        [
          'configuration over 256 KiB',
          fc.record({
            agentId: fc.constant(w.agentId),
            version: fc.constant(2),
            configuration: hugeString(256 * 1024 + 10, 300_000).map((s) => ({ s })),
          }),
        ],
      ],
    },
    {
      field: 'createApiToken',
      inputType: 'CreateApiTokenInput',
      roles: ['SYSTEM'],
      fields: { actorId: ['id', true], role: ['enum', true], label: ['string', false] },
      valid: fc.record({ actorId: actorOfA, role: e('SYSTEM', 'RUNNER', 'OPERATOR', 'VIEWER'), label: maybe(text) }),
      refused: [
        ['unknown actor', fc.record({ actorId: unknownUuid, role: e('VIEWER') })],
        ['blank label', fc.record({ actorId: actorOfA, role: e('VIEWER'), label: blank })],
        ['label over 200', fc.record({ actorId: actorOfA, role: e('RUNNER'), label: tooLong(200) })],
        ['unknown role', fc.record({ actorId: actorOfA, role: e('ROOT', 'system', 'ADMIN') })],
      ],
    },
    {
      field: 'createEntity',
      inputType: 'CreateEntityInput',
      roles: ['SYSTEM', 'RUNNER', 'OPERATOR'],
      fields: { entityId: ['id', false], mediaType: ['string', true], content: ['string', true], attemptId: ['id', false] },
      valid: fc.record({
        mediaType,
        content: fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: hugeString(1_000, 200_000) }),
        entityId: maybe(fc.uuid()),
      }),
      refused: [
        ['bad media type', fc.record({ mediaType: badMediaType, content: text })],
        ['an ended attempt', fc.record({ mediaType, content: text, attemptId: fc.constant(w.completedAttemptId) })],
        ['content over the body limit', fc.record({ mediaType, content: hugeString(300_000, 1_200_000) })],
      ],
    },
    {
      field: 'createAssignment',
      inputType: 'CreateAssignmentInput',
      roles: ['SYSTEM', 'OPERATOR'],
      fields: {
        assignmentId: ['id', false],
        eventId: ['id', false],
        goal: ['entity', false],
        goalEntityId: ['id', false],
        title: ['string', false],
      },
      valid: fc.oneof(
        fc.record({ title: maybe(text), goal: entity }),
        fc.record({ goalEntityId: fc.constant(w.entityId), assignmentId: maybe(fc.uuid()) }),
      ),
      refused: [
        ['both goals', fc.record({ goal: entity, goalEntityId: fc.constant(w.entityId) })],
        ['no goal', fc.record({ title: maybe(text) })],
        ['unknown goal', fc.record({ goalEntityId: unknownUuid })],
        ['another organization\u2019s goal', fc.record({ goalEntityId: fc.constant(w.bEntityId) })],
        ['blank title', fc.record({ title: blank, goal: entity })],
        ['title over 500', fc.record({ title: tooLong(500), goal: entity })],
        ['bad goal media type', fc.record({ goal: fc.record({ mediaType: badMediaType, content: text }) })],
      ],
    },
    {
      field: 'claimAssignment',
      inputType: 'ClaimAssignmentInput',
      roles: ['SYSTEM', 'RUNNER'],
      fields: {
        assignmentId: ['id', true],
        agentId: ['id', true],
        configurationVersion: ['int', true],
        attemptId: ['id', false],
        eventId: ['id', false],
        claimExpiresAt: ['datetime', false],
        claimTtlSeconds: ['int', false],
      },
      valid: fc.record({
        assignmentId: fc.constant(w.readyAssignmentId),
        agentId: fc.constant(w.agentId),
        configurationVersion: fc.constant(1),
        attemptId: maybe(fc.uuid()),
        claimTtlSeconds: maybe(fc.integer({ min: 1, max: 3_600 })),
      }),
      refused: ((
        base = {
          assignmentId: fc.constant(w.readyAssignmentId),
          agentId: fc.constant(w.agentId),
          configurationVersion: fc.constant(1),
        },
      ) =>
        [
          ['expiry refused', fc.record({ ...base, claimExpiresAt: refusedTimestamp(now) })],
          [
            'ttl not positive or over the maximum',
            fc.record({ ...base, claimTtlSeconds: fc.oneof(nonPositiveInt, fc.integer({ min: 3_601, max: 2 ** 31 - 1 })) }),
          ],
          [
            'expiry and ttl',
            fc.record({
              ...base,
              claimTtlSeconds: fc.constant(60),
              claimExpiresAt: fc.constant(new Date(now + 600_000).toISOString()),
            }),
          ],
          [
            'version not found or not positive',
            fc.record({ ...base, configurationVersion: fc.oneof(nonPositiveInt, fc.integer({ min: 2, max: 2 ** 31 - 1 })) }),
          ],
          [
            'not an agent',
            fc.record({
              ...base,
              agentId: fc.constantFrom(w.a.operatorActorId, w.a.systemActorId, w.bAgentId, w.deactivatedActorId),
            }),
          ],
          [
            'running, completed or unknown assignment',
            fc.record({
              ...base,
              assignmentId: fc.oneof(
                fc.constantFrom(
                  w.runningAssignmentId,
                  w.completedAssignmentId,
                  w.cancelledAssignmentId,
                  w.uncertainAssignmentId,
                  w.bAssignmentId,
                ),
                unknownUuid,
              ),
            }),
          ],
          [
            'an attempt id already used',
            fc.record({ ...base, attemptId: fc.constantFrom(w.runningAttemptId, w.completedAttemptId) }),
          ],
        ] as [string, fc.Arbitrary<Input>][])(),
    },
    {
      field: 'endAttempt',
      inputType: 'EndAttemptInput',
      roles: ['SYSTEM', 'RUNNER'],
      fields: {
        assignmentId: ['id', true],
        attemptId: ['id', true],
        outcome: ['enum', true],
        outcomeEntityId: ['id', false],
        outcomeEntity: ['entity', false],
        failureReason: ['string', false],
        eventId: ['id', false],
      },
      valid: fc.oneof(
        fc.record({
          assignmentId: fc.constant(w.runningAssignmentId),
          attemptId: fc.constant(w.runningAttemptId),
          outcome: e('FAILED'),
          failureReason: maybe(text),
        }),
        fc.record({
          assignmentId: fc.constant(w.runningAssignmentId),
          attemptId: fc.constant(w.runningAttemptId),
          outcome: e('COMPLETED'),
          outcomeEntity: entity,
        }),
      ),
      refused: ((base = { assignmentId: fc.constant(w.runningAssignmentId), attemptId: fc.constant(w.runningAttemptId) }) =>
        [
          ['completed without an outcome', fc.record({ ...base, outcome: e('COMPLETED') })],
          [
            'completed with two outcomes',
            fc.record({ ...base, outcome: e('COMPLETED'), outcomeEntity: entity, outcomeEntityId: fc.constant(w.entityId) }),
          ],
          [
            'completed with a failure reason',
            fc.record({ ...base, outcome: e('COMPLETED'), outcomeEntity: entity, failureReason: text }),
          ],
          ['failed with an outcome', fc.record({ ...base, outcome: e('FAILED'), outcomeEntity: entity })],
          [
            'an outcome not generated by the attempt',
            fc.record({
              ...base,
              outcome: e('COMPLETED'),
              outcomeEntityId: fc.oneof(fc.constantFrom(w.entityId, w.bEntityId), unknownUuid),
            }),
          ],
          ['failure reason over 2000', fc.record({ ...base, outcome: e('FAILED'), failureReason: tooLong(2_000) })],
          ['abandoned is recovery\u2019s', fc.record({ ...base, outcome: e('ABANDONED', 'SUCCEEDED') })],
          [
            'not the active attempt',
            fc.record({
              assignmentId: fc.constantFrom(w.runningAssignmentId, w.completedAssignmentId, w.readyAssignmentId),
              attemptId: fc.oneof(fc.constant(w.completedAttemptId), unknownUuid),
              outcome: e('FAILED'),
            }),
          ],
        ] as [string, fc.Arbitrary<Input>][])(),
    },
    {
      field: 'recoverExpiredClaim',
      inputType: 'RecoverExpiredClaimInput',
      roles: ['SYSTEM'],
      // The running claim lies hours ahead: even its own ids are ClaimNotExpired.
      fields: { assignmentId: ['id', true], attemptId: ['id', true], eventId: ['id', false] },
      valid: fc.record({
        assignmentId: fc.constant(w.runningAssignmentId),
        attemptId: fc.constant(w.runningAttemptId),
        eventId: maybe(fc.uuid()),
      }),
      refused: [
        [
          'not expired',
          fc.record({ assignmentId: fc.constant(w.runningAssignmentId), attemptId: fc.constant(w.runningAttemptId) }),
        ],
        [
          'not the active attempt',
          fc.record({
            assignmentId: fc.constantFrom(w.completedAssignmentId, w.readyAssignmentId, w.bAssignmentId),
            attemptId: fc.oneof(fc.constant(w.completedAttemptId), unknownUuid),
          }),
        ],
      ],
    },
    {
      field: 'renewClaim',
      inputType: 'RenewClaimInput',
      roles: ['SYSTEM', 'RUNNER'],
      fields: {
        assignmentId: ['id', true],
        attemptId: ['id', true],
        claimTtlSeconds: ['int', false],
        claimExpiresAt: ['datetime', false],
        eventId: ['id', false],
      },
      valid: fc.record({
        assignmentId: fc.constant(w.runningAssignmentId),
        attemptId: fc.constant(w.runningAttemptId),
        claimTtlSeconds: maybe(fc.integer({ min: 1, max: 3_600 })),
        eventId: maybe(fc.uuid()),
      }),
      refused: ((base = { assignmentId: fc.constant(w.runningAssignmentId), attemptId: fc.constant(w.runningAttemptId) }) =>
        [
          ['expiry refused', fc.record({ ...base, claimExpiresAt: refusedTimestamp(now) })],
          [
            'ttl not positive or over the maximum',
            fc.record({ ...base, claimTtlSeconds: fc.oneof(nonPositiveInt, fc.integer({ min: 3_601, max: 2 ** 31 - 1 })) }),
          ],
          [
            'expiry and ttl',
            fc.record({
              ...base,
              claimTtlSeconds: fc.constant(60),
              claimExpiresAt: fc.constant(new Date(now + 600_000).toISOString()),
            }),
          ],
          [
            'not the active attempt',
            fc.record({
              assignmentId: fc.constantFrom(
                w.completedAssignmentId,
                w.readyAssignmentId,
                w.cancelledAssignmentId,
                w.uncertainAssignmentId,
                w.bAssignmentId,
              ),
              attemptId: fc.oneof(fc.constantFrom(w.completedAttemptId, w.uncertainAttemptId, w.runningAttemptId), unknownUuid),
            }),
          ],
        ] as [string, fc.Arbitrary<Input>][])(),
    },
    {
      field: 'cancelAssignment',
      inputType: 'CancelAssignmentInput',
      roles: ['SYSTEM', 'OPERATOR'],
      fields: { assignmentId: ['id', true], reason: ['string', true], eventId: ['id', false] },
      valid: fc.record({
        assignmentId: fc.constantFrom(w.readyAssignmentId, w.runningAssignmentId, w.uncertainAssignmentId),
        reason: text,
        eventId: maybe(fc.uuid()),
      }),
      refused: [
        ['blank reason', fc.record({ assignmentId: fc.constant(w.readyAssignmentId), reason: blank })],
        ['reason over 2000', fc.record({ assignmentId: fc.constant(w.readyAssignmentId), reason: tooLong(2_000) })],
        [
          'completed, cancelled or unknown assignment',
          fc.record({
            assignmentId: fc.oneof(
              fc.constantFrom(w.completedAssignmentId, w.cancelledAssignmentId, w.bAssignmentId),
              unknownUuid,
            ),
            reason: text,
          }),
        ],
      ],
    },
    {
      field: 'reopenAssignment',
      inputType: 'ReopenAssignmentInput',
      roles: ['SYSTEM', 'OPERATOR'],
      fields: { assignmentId: ['id', true], reason: ['string', true], eventId: ['id', false] },
      valid: fc.record({ assignmentId: fc.constant(w.cancelledAssignmentId), reason: text, eventId: maybe(fc.uuid()) }),
      refused: [
        ['blank reason', fc.record({ assignmentId: fc.constant(w.cancelledAssignmentId), reason: blank })],
        [
          'not cancelled, or unknown',
          fc.record({
            assignmentId: fc.oneof(
              fc.constantFrom(
                w.readyAssignmentId,
                w.runningAssignmentId,
                w.completedAssignmentId,
                w.uncertainAssignmentId,
                w.bAssignmentId,
              ),
              unknownUuid,
            ),
            reason: text,
          }),
        ],
      ],
    },
    {
      field: 'reconcileAttempt',
      inputType: 'ReconcileAttemptInput',
      roles: ['SYSTEM', 'OPERATOR'],
      fields: {
        assignmentId: ['id', true],
        attemptId: ['id', true],
        decision: ['enum', true],
        receipts: ['receipts', true],
        outcomeEntity: ['entity', false],
        note: ['string', false],
        eventId: ['id', false],
      },
      // The uncertain Attempt left one call unsettled: pay-1, made with the tool `pay`.
      valid: fc.oneof(
        fc.record({
          assignmentId: fc.constant(w.uncertainAssignmentId),
          attemptId: fc.constant(w.uncertainAttemptId),
          decision: e('RETRY'),
          receipts: entity.map((receipt) => [{ callIds: ['pay-1'], producer: 'pay', receipt }]),
          note: maybe(text),
        }),
        fc.record({
          assignmentId: fc.constant(w.uncertainAssignmentId),
          attemptId: fc.constant(w.uncertainAttemptId),
          decision: e('COMPLETE'),
          receipts: fc.constant([{ callIds: ['pay-1'], producer: 'pay', receiptEntityId: w.entityId }]),
          outcomeEntity: entity,
        }),
      ),
      refused: ((
        base = { assignmentId: fc.constant(w.uncertainAssignmentId), attemptId: fc.constant(w.uncertainAttemptId) },
        receipt = (r: Input = {}) => entity.map((content) => [{ callIds: ['pay-1'], producer: 'pay', receipt: content, ...r }]),
      ) =>
        [
          [
            'no receipts',
            fc.record({ ...base, decision: e('RETRY', 'COMPLETE'), receipts: fc.constant([]), outcomeEntity: maybe(entity) }),
          ],
          ['no receipts field', fc.record({ ...base, decision: e('RETRY') })],
          [
            'a receipt with content and an Entity',
            fc.record({ ...base, decision: e('RETRY'), receipts: receipt({ receiptEntityId: w.entityId }) }),
          ],
          [
            'a receipt with neither content nor an Entity',
            fc.record({ ...base, decision: e('RETRY'), receipts: fc.constant([{ callIds: ['pay-1'], producer: 'pay' }]) }),
          ],
          ['a receipt naming no call', fc.record({ ...base, decision: e('RETRY'), receipts: receipt({ callIds: [] }) })],
          ['a receipt without a producer', fc.record({ ...base, decision: e('RETRY'), receipts: receipt({ producer: '' }) })],
          [
            'a call the Attempt did not leave unsettled',
            fc.record({
              ...base,
              decision: e('RETRY'),
              receipts: fc.constantFrom(['pay-2'], ['pay-1', 'pay-2'], ['PAY-1']).chain((callIds) => receipt({ callIds })),
            }),
          ],
          [
            'a call named twice',
            fc.record({ ...base, decision: e('RETRY'), receipts: receipt({ callIds: ['pay-1', 'pay-1'] }) }),
          ],
          [
            'a producer other than the call’s tool',
            fc.record({
              ...base,
              decision: e('RETRY'),
              receipts: fc.constantFrom('bank', 'Pay', 'pay ').chain((producer) => receipt({ producer })),
            }),
          ],
          [
            'blank receipt content',
            fc.record({
              ...base,
              decision: e('RETRY'),
              receipts: fc
                .tuple(mediaType, blank)
                .map(([m, content]) => [{ callIds: ['pay-1'], producer: 'pay', receipt: { mediaType: m, content } }]),
            }),
          ],
          [
            'an Entity in use (the goal) or not found here',
            fc.record({
              ...base,
              decision: e('RETRY'),
              receipts: fc
                .oneof(fc.constantFrom(w.uncertainGoalEntityId, w.bEntityId), unknownUuid)
                .map((id) => [{ callIds: ['pay-1'], producer: 'pay', receiptEntityId: id }]),
            }),
          ],
          ['complete without an outcome', fc.record({ ...base, decision: e('COMPLETE'), receipts: receipt() })],
          ['retry with an outcome', fc.record({ ...base, decision: e('RETRY'), receipts: receipt(), outcomeEntity: entity })],
          [
            'an existing Entity as the outcome (it is always stored by the reconciliation)',
            fc.record({
              ...base,
              decision: e('COMPLETE'),
              receipts: receipt(),
              outcomeEntityId: fc.oneof(fc.constantFrom(w.entityId, w.bEntityId), unknownUuid),
            }),
          ],
          ['note over 2000', fc.record({ ...base, decision: e('RETRY'), receipts: receipt(), note: tooLong(2_000) })],
          [
            'an unknown decision',
            fc.record({ ...base, decision: e('ASSUME', 'ABANDONED', 'EFFECTED', 'retry'), receipts: receipt() }),
          ],
          [
            'not the uncertain attempt',
            fc.record({
              assignmentId: fc.constantFrom(w.runningAssignmentId, w.completedAssignmentId, w.readyAssignmentId),
              attemptId: fc.oneof(fc.constantFrom(w.runningAttemptId, w.completedAttemptId), unknownUuid),
              decision: e('RETRY'),
              receipts: receipt(),
            }),
          ],
        ] as [string, fc.Arbitrary<Input>][])(),
    },
    {
      field: 'appendEvent',
      inputType: 'AppendEventInput',
      roles: ['SYSTEM', 'RUNNER'],
      fields: {
        eventId: ['id', false],
        kind: ['string', true],
        payloadVersion: ['int', true],
        payload: ['json', true],
        assignmentId: ['id', false],
        attemptId: ['id', false],
      },
      valid: fc.record({
        kind: fc.constant('llm.request'),
        payloadVersion: fc.constant(1),
        payload: fc.constant(llmRequest),
        attemptId: fc.constant(w.runningAttemptId),
      }),
      refused: [
        [
          'guarded kind',
          fc.record({
            kind: fc.constantFrom(
              'attempt.started',
              'attempt.ended',
              'assignment.created',
              'actor.registered',
              'actor.deactivated',
              'entity.created',
              'organization.created',
              'agent_configuration.published',
              'api_token.created',
            ),
            payloadVersion: fc.constant(1),
            payload: fc.jsonValue({ maxDepth: 2 }).map((v) => ({ v })),
            attemptId: maybe(fc.constant(w.runningAttemptId)),
          }),
        ],
        [
          'unknown kind or version',
          fc.record({
            kind: fc.oneof(fc.constantFrom('llm.requests', 'LLM.REQUEST', 'x', '.', 'a'.repeat(101)), hostileString(30)),
            payloadVersion: fc.oneof(nonPositiveInt, fc.integer({ min: 2, max: 2 ** 31 - 1 })),
            payload: fc.constant(llmRequest),
          }),
        ],
        [
          'payload not an object',
          fc.record({
            kind: fc.constant('llm.request'),
            payloadVersion: fc.constant(1),
            payload: fc.oneof(fc.constantFrom(null, 1, 'x', true), fc.array(fc.jsonValue({ maxDepth: 2 }))),
          }),
        ],
        [
          'payload of the wrong shape',
          fc.record({
            kind: fc.constantFrom('llm.request', 'llm.response', 'tool.call', 'tool.result'),
            payloadVersion: fc.constant(1),
            payload: fc.dictionary(
              fc.string({ maxLength: 8 }).filter((k) => !['call_id', 'model'].includes(k)),
              fc.jsonValue({ maxDepth: 2 }),
              { maxKeys: 5 },
            ),
            attemptId: fc.constant(w.runningAttemptId),
          }),
        ],
        [
          'payload over 256 KiB',
          fc.record({
            kind: fc.constant('llm.request'),
            payloadVersion: fc.constant(1),
            attemptId: fc.constant(w.runningAttemptId),
            payload: hugeString(256 * 1024 + 10, 400_000).map((s) => ({
              ...llmRequest,
              messages: [{ role: 'user', content: s }],
            })),
          }),
        ],
        [
          'an ended or foreign attempt',
          fc.record({
            kind: fc.constant('tool.call'),
            payloadVersion: fc.constant(1),
            payload: fc.constant({ call_id: 't1', tool_name: 'search', arguments: {} }),
            attemptId: fc.oneof(fc.constantFrom(w.completedAttemptId), unknownUuid),
          }),
        ],
        [
          // (only the claimer's result of pay-1, the call it left unsettled, is let in: never sent here)
          'a late result of a call the uncertain attempt did not leave unsettled, or other late evidence',
          fc.record({
            kind: fc.constantFrom('tool.result', 'tool.call', 'llm.request'),
            payloadVersion: fc.constant(1),
            payload: fc.constantFrom(
              { call_id: 'pay-2', tool_name: 'pay', result: { ok: true } },
              { call_id: 'read-1', tool_name: 'read_document', result: { ok: true } },
              { call_id: 'pay-2', tool_name: 'pay', arguments: {} },
              llmRequest,
            ),
            attemptId: fc.constant(w.uncertainAttemptId),
          }),
        ],
      ],
    },
    {
      field: 'revokeApiToken',
      inputType: 'RevokeApiTokenInput',
      roles: ['SYSTEM'],
      fields: { tokenId: ['id', true] },
      valid: fc.record({ tokenId: fc.constant(w.liveTokenId) }),
      refused: [
        [
          'unknown or foreign token',
          fc.record({ tokenId: fc.oneof(unknownUuid, fc.constant(parseToken(w.b.tokens.viewer)!.tokenId)) }),
        ],
      ],
    },
    {
      field: 'rebuildProjection',
      inputType: 'RebuildProjectionInput',
      roles: ['SYSTEM'],
      fields: { projection: ['enum', true], batchSize: ['int', false] },
      valid: fc.record({ projection: e('ACTORS', 'ASSIGNMENTS'), batchSize: maybe(fc.integer({ min: 1, max: 100_000 })) }),
      refused: [
        [
          'batch size out of range',
          fc.record({
            projection: e('ACTORS', 'ASSIGNMENTS'),
            batchSize: fc.oneof(nonPositiveInt, fc.integer({ min: 100_001, max: 2 ** 31 - 1 })),
          }),
        ],
        ['unknown projection', fc.record({ projection: e('ENTITIES', 'EVENTS', 'actors', 'ALL') })],
      ],
    },
    {
      field: 'markProjectionDirty',
      inputType: 'MarkProjectionDirtyInput',
      roles: ['SYSTEM'],
      fields: { projection: ['enum', true], reason: ['string', true] },
      valid: fc.record({ projection: e('ACTORS', 'ASSIGNMENTS'), reason: text }),
      refused: [
        ['blank reason', fc.record({ projection: e('ACTORS', 'ASSIGNMENTS'), reason: blank })],
        ['reason over 500', fc.record({ projection: e('ACTORS'), reason: tooLong(500) })],
      ],
    },
  ];
}

/** A value GraphQL's coercion refuses for a field of this kind (JSON takes anything, so only null). */
function wrongType(kind: Kind): fc.Arbitrary<unknown> {
  const objectOrList = fc.constantFrom({}, { a: 1 }, [[]], [{}], [1, 2]);
  switch (kind) {
    case 'id':
      return fc.oneof(objectOrList, fc.constantFrom(1.5, true, false, -0.25));
    case 'string':
      return fc.oneof(objectOrList, fc.constantFrom(1, 1.5, true));
    case 'int':
      return badInt;
    case 'enum':
      return fc.oneof(
        objectOrList,
        fc.constantFrom(1, true, 'NOT_A_VALUE', ''),
        hostileString(12).filter((s) => !/^[A-Z_]+$/.test(s)),
      );
    case 'datetime':
      return fc.oneof(objectOrList, refusedTimestamp(now));
    case 'entity':
      return fc.oneof(
        fc.constantFrom('text/plain', 1, true, [[]]),
        fc.constant({ mediaType: 'text/plain' }),
        fc.constant({ content: 'x' }),
        fc.constant({ mediaType: 1, content: 'x' }),
      );
    case 'json':
      return fc.constant(null);
    case 'receipts':
      return fc.constantFrom(
        'pay-1',
        1,
        true,
        [[]],
        [1],
        [{}],
        [{ callIds: ['pay-1'] }],
        [{ callIds: 'pay-1', producer: 'pay', receipt: { mediaType: 'text/plain', content: 'x' } }],
        [{ callIds: [1], producer: 'pay', receipt: { mediaType: 'text/plain', content: 'x' } }],
        [{ callIds: ['pay-1'], producer: 1, receipt: { mediaType: 'text/plain', content: 'x' } }],
        [{ callIds: ['pay-1'], producer: 'pay', receipt: 'x' }],
      );
  }
}

/** A poison applicable to any mutation, built from its field list. */
function genericPoisons(spec: MutationSpec): [string, fc.Arbitrary<Input | unknown>][] {
  const names = Object.keys(spec.fields);
  const ofKind = (...kinds: Kind[]) => names.filter((n) => kinds.includes(spec.fields[n]![0]));
  const required = names.filter((n) => spec.fields[n]![1]);
  const poisons: [string, fc.Arbitrary<Input | unknown>][] = [];
  const set = (label: string, fields: string[], value: (field: string) => fc.Arbitrary<unknown>) => {
    if (fields.length === 0) return;
    poisons.push([
      label,
      fc.tuple(spec.valid, fc.constantFrom(...fields)).chain(([input, f]) => value(f).map((v) => ({ ...input, [f]: v }))),
    ]);
  };
  set('bad UUID', ofKind('id'), () => badUuid);
  set('wrong type', names, (f) => wrongType(spec.fields[f]![0]));
  set('null for a required field', required, () => fc.constant(null));
  set('unstorable text', ofKind('string'), (f) =>
    fc.constantFrom(...UNSTORABLE).map((u) => (f === 'mediaType' ? `text/plain; x=${u}` : `ok ${u}`)),
  );
  set('nested past 64 levels', ofKind('json'), () => tooDeep.map((d) => ({ deep: d })));
  set('unstorable JSON', ofKind('json'), () => fc.constantFrom(...UNSTORABLE).map((u) => ({ ...llmRequest, [`key${u}`]: 1 })));
  set('unstorable JSON value', ofKind('json'), () => fc.constantFrom(...UNSTORABLE).map((u) => ({ ...llmRequest, call_id: u })));
  if (required.length > 0) {
    poisons.push([
      'a required field missing',
      fc
        .tuple(spec.valid, fc.constantFrom(...required))
        .map(([input, f]) => Object.fromEntries(Object.entries(input).filter(([k]) => k !== f))),
    ]);
  }
  poisons.push([
    'an unknown field',
    fc
      .tuple(spec.valid, fc.constantFrom('isAdmin', 'organizationId', 'role_', '__proto__', 'input', 'id'), anyValue)
      .filter(([, f]) => !names.includes(f))
      .map(([input, f, v]) => ({ ...input, [f]: v })),
  ]);
  poisons.push([
    'input not an object',
    fc.oneof(fc.constantFrom(null, 'input', 1, true, []), fc.array(spec.valid, { minLength: 1, maxLength: 3 })),
  ]);
  return poisons;
}

const SELECTION = '__typename ... on Error { code message } ... on ValidationError { issues { path message } }';

/** The request text for one mutation input, as variables or inline. */
function documentFor(
  spec: MutationSpec,
  input: unknown,
  form: 'variables' | 'literal' | 'aliased',
  selection: string,
): { query: string; variables?: unknown } {
  if (form === 'variables')
    return {
      query: `mutation Fuzz($input: ${spec.inputType}!) { ${spec.field}(input: $input) { ${selection} } }`,
      variables: { input },
    };
  const call = `${spec.field}(input: ${toLiteral(input)}) { ${selection} }`;
  return { query: form === 'literal' ? `mutation { ${call} }` : `mutation { a: ${call} b: ${call} c: ${call} }` };
}

/**
 * Mutation requests. Half of them send a refused input (generic or domain poison) with any header,
 * so validation and the SQL guards see hostile values; the rest send a well-formed input with a
 * header that must fail (anonymous, forged, deactivated, or a role without the command).
 */
export function mutationRequests(w: World): fc.Arbitrary<FuzzRequest> {
  const all = specs(w);
  return fc.constantFrom(...all).chain((spec) => {
    const poisons = [...genericPoisons(spec), ...spec.refused];
    const refused = fc
      .constantFrom(...poisons)
      .chain(([label, arb]) =>
        fc.tuple(
          fc.constant(label),
          arb,
          fc.oneof({ weight: 3, arbitrary: authorizedAs(w, spec.roles) }, { weight: 1, arbitrary: anyAuth(w) }),
        ),
      );
    const unauthorized = fc.tuple(fc.constant('well-formed, unauthorized'), spec.valid, unauthorizedFor(w, spec.roles));
    return fc
      .tuple(
        fc.oneof(refused, unauthorized),
        fc.constantFrom<'variables' | 'literal' | 'aliased'>('variables', 'variables', 'variables', 'literal', 'aliased'),
        fc.constantFrom(SELECTION, '__typename', `__typename ... on Error { code }`),
      )
      .map(([[label, input, auth], form, selection]): FuzzRequest => {
        const doc = documentFor(spec, input, form, selection);
        return jsonPost(`mutation ${spec.field} (${form}): ${label}`, toJson(doc), auth as AuthHeader, true);
      });
  });
}

/** Poisoned mutation documents alone (no header), for batches, GET and other envelopes. */
export function poisonedMutationDocuments(w: World): fc.Arbitrary<{ query: string; variables?: unknown }> {
  return fc.constantFrom(...specs(w)).chain((spec) =>
    fc
      .constantFrom(...genericPoisons(spec), ...spec.refused)
      .chain(([, arb]) => arb)
      .map((input) => documentFor(spec, input, 'variables', SELECTION)),
  );
}

/** The batch mutations, each over the items of its single mutation. */
const BATCHES: Record<string, { field: string; items: string }> = {
  createAssignment: { field: 'createAssignments', items: 'assignments' },
  claimAssignment: { field: 'claimAssignments', items: 'claims' },
  endAttempt: { field: 'endAttempts', items: 'endings' },
  appendEvent: { field: 'appendEvents', items: 'events' },
  createEntity: { field: 'createEntities', items: 'entities' },
};

/**
 * Batch mutation requests: one to four items, each poisoned as its single mutation's inputs are,
 * so every item must be refused and none may write; or a batch refused whole (empty, over the
 * limit though its items are valid, not a list). The batch's own Success member is no violation:
 * an item's Success member is (see succeededMutations).
 */
export function batchMutationRequests(w: World, maxBatch: number): fc.Arbitrary<FuzzRequest> {
  const batchable = specs(w).filter((spec) => BATCHES[spec.field]);
  return fc.constantFrom(...batchable).chain((spec) => {
    const batch = BATCHES[spec.field]!;
    const type = `${batch.field.charAt(0).toUpperCase()}${batch.field.slice(1)}`;
    const poisoned = fc
      .constantFrom(...genericPoisons(spec), ...spec.refused)
      .chain(([label, arb]) => arb.map((item) => [label, item] as const));
    const labelled = (label: string, value: unknown): [string, unknown] => [label, value];
    const items: fc.Arbitrary<[string, unknown]> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.array(poisoned, { minLength: 1, maxLength: 4 }).map((list) =>
          labelled(
            list.map(([l]) => l).join(' + '),
            list.map(([, i]) => i),
          ),
        ),
      },
      { weight: 1, arbitrary: fc.constant(labelled('empty batch', [])) },
      {
        weight: 1,
        arbitrary: fc
          .array(spec.valid, { minLength: maxBatch + 1, maxLength: maxBatch + 3 })
          .map((list) => labelled('over the batch limit', list)),
      },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 'items', 1, {}).map((v) => labelled('items not a list', v)) },
    );
    const selection = `__typename ... on ${type}Success { results { __typename ... on Error { code } } } ... on Error { code message }`;
    return fc
      .tuple(items, fc.oneof({ weight: 3, arbitrary: authorizedAs(w, spec.roles) }, { weight: 1, arbitrary: anyAuth(w) }))
      .map(([[label, list], auth]): FuzzRequest => {
        const body = toJson({
          query: `mutation Fuzz($input: ${type}Input!) { ${batch.field}(input: $input) { ${selection} } }`,
          variables: { input: { [batch.items]: list } },
        });
        return jsonPost(`mutation ${batch.field}: ${label}`, body, auth as AuthHeader, true);
      });
  });
}
