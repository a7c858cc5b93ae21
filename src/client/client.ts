import { randomUUID } from 'node:crypto';
import { type BatchAnswer, type BatchOptions, Coalescer, DEFAULT_BATCH } from './batch.js';
import {
  AppendEventDocument,
  AppendEventsDocument,
  AssignmentChangedDocument,
  ClaimAssignmentDocument,
  ClaimAssignmentsDocument,
  CreateAssignmentDocument,
  CreateEntitiesDocument,
  CreateEntityDocument,
  EndAttemptDocument,
  EndAttemptsDocument,
  LedgerEventsDocument,
  PublishAgentConfigurationDocument,
  RegisterActorDocument,
  RenewClaimDocument,
} from './documents.js';
import type {
  AppendEventInput,
  ClaimAssignmentInput,
  ClientAppendEventMutation,
  ClientAppendEventsMutation,
  ClientAssignmentChangedSubscription,
  ClientClaimAssignmentMutation,
  ClientClaimAssignmentsMutation,
  ClientCreateAssignmentMutation,
  ClientCreateEntitiesMutation,
  ClientCreateEntityMutation,
  ClientEndAttemptMutation,
  ClientEndAttemptsMutation,
  ClientLedgerEventsSubscription,
  ClientPublishAgentConfigurationMutation,
  ClientRegisterActorMutation,
  ClientRenewClaimMutation,
  CreateAssignmentInput,
  CreateEntityInput,
  EndAttemptInput,
  PublishAgentConfigurationInput,
  RegisterActorInput,
  RenewClaimInput,
} from './gql/graphql.js';
import { ClaimHeartbeat, type HeartbeatOptions } from './heartbeat.js';
import { HttpPoster } from './http.js';
import { subscribe } from './subscribe.js';
import { type RequestOptions, Transport, type TransportOptions, type TypedDocument, WorkforceRequestError } from './transport.js';

export type ClaimAssignmentResult = ClientClaimAssignmentMutation['claimAssignment'];
export type ClaimAssignmentsResult = ClientClaimAssignmentsMutation['claimAssignments'];
export type RenewClaimResult = ClientRenewClaimMutation['renewClaim'];
export type EndAttemptResult = ClientEndAttemptMutation['endAttempt'];
export type EndAttemptsResult = ClientEndAttemptsMutation['endAttempts'];
export type AppendEventResult = ClientAppendEventMutation['appendEvent'];
export type AppendEventsResult = ClientAppendEventsMutation['appendEvents'];
export type CreateEntityResult = ClientCreateEntityMutation['createEntity'];
export type CreateEntitiesResult = ClientCreateEntitiesMutation['createEntities'];
export type CreateAssignmentResult = ClientCreateAssignmentMutation['createAssignment'];
export type RegisterActorResult = ClientRegisterActorMutation['registerActor'];
export type PublishAgentConfigurationResult = ClientPublishAgentConfigurationMutation['publishAgentConfiguration'];
export type LedgerEvent = ClientLedgerEventsSubscription['ledgerEvents'];
export type AssignmentSnapshot = ClientAssignmentChangedSubscription['assignmentChanged'];

export type ClientOptions = TransportOptions & {
  /**
   * Coalesces concurrent claimAssignment, endAttempt, appendEvent and createEntity calls of this
   * client (its agents') into the batch mutations: on by default ({ maxItems: 100, maxDelayMs: 2 });
   * `false` sends each call alone.
   */
  batch?: BatchOptions | false;
};

/** `make(items)`, or null when there are none. */
const some = <T, V>(items: T[] | null, make: (items: T[]) => V): V | null => (items ? make(items) : null);

/** A batch mutation's answer: its items' results, or (refused whole, by a ValidationError, say) none. */
const batchAnswer = <R>(answer: { __typename: string; results?: R[] }): BatchAnswer<R> =>
  answer.results ? { results: answer.results } : { refused: answer };

/**
 * A client for Runners (and the commands a SYSTEM token needs to set one up). Every command:
 * - chooses the ids it may choose (attemptId, eventId, entityId, …) before the first try, when
 *   the caller gave none, so that a retry is an exact retry (answered `replayed: true` while what
 *   it retries still stands: a claim retried after its Attempt was cancelled, recovered or ended is
 *   refused, AssignmentCancelled or AttemptNotActive, and the Runner must not start the work);
 * - retries retryable faults (HTTP 503, `DATABASE_UNAVAILABLE`, `LOCK_TIMEOUT`, …) and lost
 *   answers with exponential backoff and jitter, never sooner than Retry-After;
 * - returns the mutation's result union as it is: a refusal (ClaimConflict, AttemptNotActive, …)
 *   is a value with `__typename` and `code`, never retried and never thrown.
 * Anything else (a GraphQL error such as FORBIDDEN, or retries exhausted) rejects with a
 * WorkforceRequestError.
 */
export class WorkforceClient {
  readonly transport: Transport;
  private readonly newId: () => string;

  /** The input with its event id chosen now, before the first try, so every retry sends the same body. */
  private withEventId<T extends { eventId?: string | null }>(input: T): T & { eventId: string } {
    return { ...input, eventId: input.eventId ?? this.newId() };
  }

  private readonly batches: {
    claims: Coalescer<ClaimAssignmentInput, ClaimAssignmentResult>;
    endings: Coalescer<EndAttemptInput, EndAttemptResult>;
    events: Coalescer<AppendEventInput, AppendEventResult>;
    entities: Coalescer<CreateEntityInput, CreateEntityResult>;
  } | null;

  constructor(options: ClientOptions & { newId?: () => string }) {
    this.transport = new Transport(options, options.fetch ? undefined : new HttpPoster(new URL(options.url)));
    this.newId = options.newId ?? randomUUID;
    const batch = options.batch === false ? null : { ...DEFAULT_BATCH, ...options.batch };
    this.batches = batch && {
      claims: new Coalescer(
        batch,
        async (input, o) => (await this.request(ClaimAssignmentDocument, { input }, o)).claimAssignment,
        async (claims) =>
          batchAnswer(
            (await this.transport.requestEach(ClaimAssignmentsDocument, () => some(claims(), (c) => ({ input: { claims: c } }))))
              .claimAssignments,
          ),
      ),
      endings: new Coalescer(
        batch,
        async (input, o) => (await this.request(EndAttemptDocument, { input }, o)).endAttempt,
        async (endings) =>
          batchAnswer(
            (await this.transport.requestEach(EndAttemptsDocument, () => some(endings(), (e) => ({ input: { endings: e } }))))
              .endAttempts,
          ),
      ),
      events: new Coalescer(
        batch,
        async (input, o) => (await this.request(AppendEventDocument, { input }, o)).appendEvent,
        async (events) =>
          batchAnswer(
            (await this.transport.requestEach(AppendEventsDocument, () => some(events(), (e) => ({ input: { events: e } }))))
              .appendEvents,
          ),
      ),
      entities: new Coalescer(
        batch,
        async (input, o) => (await this.request(CreateEntityDocument, { input }, o)).createEntity,
        async (entities) =>
          batchAnswer(
            (
              await this.transport.requestEach(CreateEntitiesDocument, () =>
                some(entities(), (e) => ({ input: { entities: e } })),
              )
            ).createEntities,
          ),
      ),
    };
  }

  /** Closes the client's idle keep-alive connections. */
  close(): void {
    this.transport.close();
  }

  /** Sends any typed document with the client's retry rules (the caller chose its ids). */
  request<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
    options?: RequestOptions,
  ): Promise<TResult> {
    return this.transport.request(document, variables, options);
  }

  async claimAssignment(input: ClaimAssignmentInput, options?: RequestOptions): Promise<ClaimAssignmentResult> {
    const claim = this.claimIds(input);
    if (this.batches) return this.batches.claims.call(claim, options);
    return (await this.request(ClaimAssignmentDocument, { input: claim }, options)).claimAssignment;
  }

  async claimAssignments(claims: ClaimAssignmentInput[], options?: RequestOptions): Promise<ClaimAssignmentsResult> {
    const input = { claims: claims.map((claim) => this.claimIds(claim)) };
    return (await this.request(ClaimAssignmentsDocument, { input }, options)).claimAssignments;
  }

  async renewClaim(input: RenewClaimInput, options?: RequestOptions): Promise<RenewClaimResult> {
    const variables = { input: this.withEventId(input) };
    return (await this.request(RenewClaimDocument, variables, options)).renewClaim;
  }

  async endAttempt(input: EndAttemptInput, options?: RequestOptions): Promise<EndAttemptResult> {
    const ending = this.withEventId(input);
    if (this.batches) return this.batches.endings.call(ending, options);
    return (await this.request(EndAttemptDocument, { input: ending }, options)).endAttempt;
  }

  async endAttempts(endings: EndAttemptInput[], options?: RequestOptions): Promise<EndAttemptsResult> {
    const input = { endings: endings.map((ending) => this.withEventId(ending)) };
    return (await this.request(EndAttemptsDocument, { input }, options)).endAttempts;
  }

  async appendEvent(input: AppendEventInput, options?: RequestOptions): Promise<AppendEventResult> {
    const event = this.withEventId(input);
    if (this.batches) return this.batches.events.call(event, options);
    return (await this.request(AppendEventDocument, { input: event }, options)).appendEvent;
  }

  async appendEvents(events: AppendEventInput[], options?: RequestOptions): Promise<AppendEventsResult> {
    const input = { events: events.map((event) => this.withEventId(event)) };
    return (await this.request(AppendEventsDocument, { input }, options)).appendEvents;
  }

  async createEntity(input: CreateEntityInput, options?: RequestOptions): Promise<CreateEntityResult> {
    const entity = { ...input, entityId: input.entityId ?? this.newId() };
    if (this.batches) return this.batches.entities.call(entity, options);
    return (await this.request(CreateEntityDocument, { input: entity }, options)).createEntity;
  }

  async createEntities(entities: CreateEntityInput[], options?: RequestOptions): Promise<CreateEntitiesResult> {
    const input = { entities: entities.map((entity) => ({ ...entity, entityId: entity.entityId ?? this.newId() })) };
    return (await this.request(CreateEntitiesDocument, { input }, options)).createEntities;
  }

  /** OPERATOR or SYSTEM tokens: creates an Assignment (its id and event id chosen before the first try). */
  async createAssignment(input: CreateAssignmentInput, options?: RequestOptions): Promise<CreateAssignmentResult> {
    const variables = {
      input: { ...this.withEventId(input), assignmentId: input.assignmentId ?? this.newId() },
    };
    return (await this.request(CreateAssignmentDocument, variables, options)).createAssignment;
  }

  /** SYSTEM tokens: registers an Actor (an AI agent, say). */
  async registerActor(input: RegisterActorInput, options?: RequestOptions): Promise<RegisterActorResult> {
    const variables = { input: { ...this.withEventId(input), actorId: input.actorId ?? this.newId() } };
    return (await this.request(RegisterActorDocument, variables, options)).registerActor;
  }

  /** SYSTEM tokens: publishes an agent's configuration version. */
  async publishAgentConfiguration(
    input: PublishAgentConfigurationInput,
    options?: RequestOptions,
  ): Promise<PublishAgentConfigurationResult> {
    const variables = { input: this.withEventId(input) };
    return (await this.request(PublishAgentConfigurationDocument, variables, options)).publishAgentConfiguration;
  }

  /**
   * Keeps a claim alive while the Runner works: renews it (`renewClaim`, `claimTtlSeconds` each
   * time) every third of its TTL until `stop()` or the caller's signal aborts. When a renewal is
   * refused (ClaimExpired, AttemptNotActive, AssignmentCancelled, AttemptNotOwned, …) it stops and aborts its
   * `signal` with a ClaimLostError carrying the refusal: pass that signal to the work.
   */
  holdClaim(options: HeartbeatOptions): ClaimHeartbeat {
    return new ClaimHeartbeat(this, options);
  }

  /** Any subscription document over SSE, without reconnecting (see ledgerEvents for one that resumes). */
  subscribe<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
    options?: RequestOptions,
  ): AsyncGenerator<TResult, void, undefined> {
    return subscribe(this.transport, document, variables, options);
  }

  /**
   * The organization's ledger live, in seq order with no gap and no duplicate: replays after
   * `afterSeq` (default: the head), then follows. A broken stream, a retryable fault or
   * SUBSCRIBER_TOO_SLOW is resumed after the last seq yielded, with backoff; other errors reject.
   */
  async *ledgerEvents(
    args: { afterSeq?: number; assignmentId?: string; kinds?: string[] } = {},
    options: RequestOptions = {},
  ): AsyncGenerator<LedgerEvent, void, undefined> {
    let afterSeq = args.afterSeq;
    let failures = 0;
    for (;;) {
      try {
        const variables = { afterSeq, assignmentId: args.assignmentId, kinds: args.kinds };
        for await (const data of subscribe(this.transport, LedgerEventsDocument, variables, options)) {
          failures = 0;
          afterSeq = data.ledgerEvents.seq;
          yield data.ledgerEvents;
        }
        return;
      } catch (error) {
        if (options.signal?.aborted) return;
        if (!(error instanceof WorkforceRequestError) || !error.retryable) throw error;
        const resume = error.details.errors[0]?.extensions?.resumeAfterSeq;
        if (typeof resume === 'number') afterSeq = resume;
        failures += 1;
        const maxAttempts = this.transport.options.retry?.maxAttempts ?? 8;
        if (failures >= maxAttempts) throw error;
        try {
          await this.transport.wait(this.transport.delayFor(failures, undefined), options.signal);
        } catch {
          return; // aborted while waiting to resume
        }
      }
    }
  }

  /** The Assignment now, then each time a claim or an ending changes it. */
  async *assignmentChanged(id: string, options?: RequestOptions): AsyncGenerator<AssignmentSnapshot, void, undefined> {
    for await (const data of subscribe(this.transport, AssignmentChangedDocument, { id }, options)) yield data.assignmentChanged;
  }

  private claimIds(input: ClaimAssignmentInput): ClaimAssignmentInput {
    return { ...this.withEventId(input), attemptId: input.attemptId ?? this.newId() };
  }
}
