import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeFailure, describeRefusal, newId } from '../api.js';
import {
  AssignmentDocument,
  AttemptDetailDocument,
  AttemptInteractionsDocument,
  AttemptToolCallsDocument,
  CancelAssignmentDocument,
  EventPayloadDocument,
  ReconcileAttemptDocument,
  RecoverExpiredClaimDocument,
  RenewClaimDocument,
  ReopenAssignmentDocument,
} from '../documents.js';
import { Prose, ShortId, Time } from '../format.js';
import type {
  ConsoleAssignmentQuery,
  ConsoleAttemptDetailQuery,
  ConsoleAttemptInteractionsQuery,
  ConsoleAttemptToolCallsQuery,
  ConsoleEventFragment,
  ConsoleReconcileAttemptMutation,
  ReceiptMismatch,
} from '../gql/graphql.js';
import { hrefFor } from '../router.js';
import { useLedgerEvents, useSession } from '../session.js';
import { ActionForm, Alert, Countdown, EntityView, Field, Json, Link, Notice, StateBadge, text, useNow } from '../ui.js';
import { useExpiryRefresh } from './assignments.js';

type Assignment = NonNullable<ConsoleAssignmentQuery['assignment']>;
type Attempt = Assignment['attempts']['edges'][number]['node'];

export function AssignmentPage(props: { id: string }) {
  const { api } = useSession();
  const [assignment, setAssignment] = useState<Assignment | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  // Bumped on every change, so each Attempt's interactions and events are read again too.
  const [version, setVersion] = useState(0);
  const loadId = useRef(0);

  const load = useCallback(async () => {
    const id = ++loadId.current;
    try {
      const data = await api.request(AssignmentDocument, { id: props.id });
      if (id !== loadId.current) return;
      setAssignment(data.assignment);
      setVersion((v) => v + 1);
      setError(null);
    } catch (failure) {
      if (id === loadId.current) setError(`Could not load the Assignment: ${describeFailure(failure)}`);
    }
  }, [api, props.id]);

  useEffect(() => {
    void load();
  }, [load]);
  useLedgerEvents(
    (event) => event.assignmentId === props.id,
    () => void load(),
  );
  useExpiryRefresh([assignment?.activeClaim?.expiresAt], () => void load());

  if (error && !assignment) return <Alert>{error}</Alert>;
  if (assignment === undefined) return <p class="loading">Loading…</p>;
  if (assignment === null)
    return (
      <section>
        <h1>No such Assignment</h1>
        <p>
          This organization has no Assignment <code>{props.id}</code>. <Link href={hrefFor.assignments()}>Back to the list</Link>
        </p>
      </section>
    );
  const attempts = assignment.attempts.edges.map((edge) => edge.node);
  return (
    <article class="assignment" aria-labelledby="assignment-title">
      <p class="crumbs">
        <Link href={hrefFor.assignments()}>← Assignments</Link>
      </p>
      <h1 id="assignment-title">{assignment.title || <span class="muted">(untitled)</span>}</h1>
      {error && <Alert>{error}</Alert>}
      <dl class="facts">
        <dt>State</dt>
        <dd>
          <StateBadge state={assignment.state} />
        </dd>
        <dt>Id</dt>
        <dd>
          <ShortId id={assignment.id} />
        </dd>
        <dt>Created</dt>
        <dd>
          <Time at={assignment.createdAt} /> by {assignment.createdBy.displayName}
        </dd>
        {assignment.completedAt && (
          <>
            <dt>Completed</dt>
            <dd>
              <Time at={assignment.completedAt} />
            </dd>
          </>
        )}
        {assignment.cancellation && (
          <>
            <dt>Cancelled</dt>
            <dd>
              <Time at={assignment.cancellation.cancelledAt} /> by {assignment.cancellation.cancelledBy.displayName}:{' '}
              {assignment.cancellation.reason}
            </dd>
          </>
        )}
        {assignment.effectedAttempt && (
          <>
            <dt>External effect</dt>
            <dd class="effected">
              Attempt <ShortId id={assignment.effectedAttempt.id} /> had an external effect that happened (reconciled EFFECTED):
              check it before doing the work again.
            </dd>
          </>
        )}
      </dl>
      <Availability assignment={assignment} onChanged={load} />
      <section aria-labelledby="entities-heading">
        <h2 id="entities-heading">Goal and outcome</h2>
        <EntityView entity={assignment.goalEntity} label="Goal" />
        <EntityView entity={assignment.outcomeEntity} label="Outcome" />
      </section>
      <section aria-labelledby="attempts-heading">
        <h2 id="attempts-heading">Attempts ({assignment.attemptCount})</h2>
        {attempts.length === 0 ? (
          <p class="muted">No Attempt yet.</p>
        ) : (
          <ol class="timeline">
            {attempts.map((attempt, index) => (
              <AttemptItem key={attempt.id} attempt={attempt} number={index + 1} version={version} />
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

/** The API's explanation ("it is completed (by attempt …)") as a sentence of its own. */
function sentence(text: string): string {
  const capitalized = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalized) ? capitalized : `${capitalized}.`;
}

function Availability(props: { assignment: Assignment; onChanged: () => void }) {
  const { assignment } = props;
  const { availability } = assignment;
  const now = useNow();
  return (
    <section class="availability" aria-labelledby="availability-heading">
      <h2 id="availability-heading">Availability</h2>
      <p>
        <span class={`badge reason-${availability.reason.toLowerCase()}`}>{availability.reason}</span>{' '}
        {availability.claimable ? 'Claimable now. ' : 'Not claimable. '}
        <Prose text={sentence(availability.explanation)} />
        {availability.until && (
          <>
            {' '}
            Claim expires <Countdown at={availability.until} now={now} />.
          </>
        )}
      </p>
      <Actions assignment={assignment} onChanged={props.onChanged} />
    </section>
  );
}

/** The decisions the caller may take now: exactly availability.nextActions, computed by the server for this token. */
function Actions(props: { assignment: Assignment; onChanged: () => void }) {
  const { api } = useSession();
  const { assignment, onChanged } = props;
  const actions = new Set(assignment.availability.nextActions);
  const claimAttempt = assignment.availability.attemptId ?? '';
  const uncertainId = assignment.uncertainAttempt?.id ?? assignment.availability.attemptId ?? '';
  // What the last decision did, kept here: its form may be gone once the Assignment is read again.
  const [notice, setNotice] = useState<string | null>(null);
  const shown = notice && <Notice>{notice}</Notice>;
  if (actions.size === 0)
    return (
      <>
        {shown}
        <p class="muted no-actions">No action is open to your role now.</p>
      </>
    );
  const ids = { assignmentId: assignment.id, eventId: newId() };
  return (
    <div class="actions">
      {shown}
      {actions.has('recoverExpiredClaim') && (
        <ActionForm
          label="Recover"
          confirmLabel="Confirm recovery"
          danger
          description={
            <>
              Ends Attempt <ShortId id={claimAttempt} /> as ABANDONED (or UNCERTAIN, if an external tool call is unanswered) and
              makes the Assignment READY again.
            </>
          }
          run={async () =>
            (await api.request(RecoverExpiredClaimDocument, { input: { ...ids, attemptId: claimAttempt } })).recoverExpiredClaim
          }
          done={() => 'The expired claim was recovered.'}
          onDone={onChanged}
          onSuccess={setNotice}
        />
      )}
      {actions.has('renewClaim') && (
        <ActionForm
          label="Renew claim"
          confirmLabel="Renew"
          run={async (form) =>
            (
              await api.request(RenewClaimDocument, {
                input: { ...ids, attemptId: claimAttempt, claimTtlSeconds: Number(text(form, 'ttl')) || null },
              })
            ).renewClaim
          }
          done={() => 'The claim was renewed.'}
          onDone={onChanged}
          onSuccess={setNotice}
        >
          <Field label="Seconds from now">
            <input name="ttl" type="number" min={1} value="300" />
          </Field>
        </ActionForm>
      )}
      {actions.has('cancelAssignment') && (
        <ActionForm
          label="Cancel assignment"
          confirmLabel="Confirm cancellation"
          danger
          description="An active Attempt ends SUPERSEDED (or UNCERTAIN with an unanswered external tool call)."
          run={async (form) =>
            (await api.request(CancelAssignmentDocument, { input: { ...ids, reason: text(form, 'reason') } })).cancelAssignment
          }
          done={() => 'The Assignment was cancelled.'}
          onDone={onChanged}
          onSuccess={setNotice}
        >
          <Field label="Reason">
            <input name="reason" required />
          </Field>
        </ActionForm>
      )}
      {actions.has('reopenAssignment') && (
        <ActionForm
          label="Reopen"
          confirmLabel="Confirm reopening"
          run={async (form) =>
            (await api.request(ReopenAssignmentDocument, { input: { ...ids, reason: text(form, 'reason') } })).reopenAssignment
          }
          done={() => 'The Assignment is READY again.'}
          onDone={onChanged}
          onSuccess={setNotice}
        >
          <Field label="Reason">
            <input name="reason" required />
          </Field>
        </ActionForm>
      )}
      {actions.has('reconcileAttempt') && (
        <ReconcileAction
          assignment={assignment}
          attemptId={uncertainId}
          eventId={ids.eventId}
          onChanged={onChanged}
          onSuccess={setNotice}
        />
      )}
    </div>
  );
}

/** The unanswered calls of one tool: one receipt, produced by that tool, settles them. tool null: no tool.call found. */
interface ToolGroup {
  tool: string | null;
  callIds: string[];
}

/**
 * The uncertain Attempt's unanswered calls grouped by the tool that made them (tool_name of their
 * tool.call events, read page by page until every call is found), in the order of the calls.
 */
function useUnansweredTools(attemptId: string, callIds: readonly string[]): { groups: ToolGroup[] | null; error: string | null } {
  const { api } = useSession();
  const [state, setState] = useState<{ key: string; groups: ToolGroup[] | null; error: string | null }>({
    key: '',
    groups: null,
    error: null,
  });
  const key = `${attemptId} ${callIds.join(' ')}`;
  useEffect(() => {
    let live = true;
    const wanted = new Set(callIds);
    const tools = new Map<string, string>();
    (async () => {
      let after: string | null = null;
      for (;;) {
        const data: ConsoleAttemptToolCallsQuery = await api.request(AttemptToolCallsDocument, { id: attemptId, after });
        const events = data.attempt?.events;
        if (!events) break;
        for (const { node } of events.edges) {
          const payload = node.payload as { call_id?: unknown; tool_name?: unknown } | null;
          if (typeof payload?.call_id === 'string' && typeof payload.tool_name === 'string' && wanted.has(payload.call_id))
            tools.set(payload.call_id, payload.tool_name);
        }
        if (tools.size === wanted.size || !events.pageInfo.hasNextPage || !events.pageInfo.endCursor) break;
        after = events.pageInfo.endCursor;
      }
      const groups: ToolGroup[] = [];
      for (const callId of callIds) {
        const tool = tools.get(callId) ?? null;
        const group = tool === null ? undefined : groups.find((g) => g.tool === tool);
        if (group) group.callIds.push(callId);
        else groups.push({ tool, callIds: [callId] });
      }
      return groups;
    })()
      .then((groups) => live && setState({ key, groups, error: null }))
      .catch(
        (failure) =>
          live && setState({ key, groups: null, error: `Could not read the Attempt's tool calls: ${describeFailure(failure)}` }),
      );
    return () => {
      live = false;
    };
  }, [api, key]);
  return state.key === key ? state : { groups: null, error: null };
}

const callsText = (callIds: readonly string[]): string => `${callIds.length === 1 ? 'call' : 'calls'} ${callIds.join(', ')}`;

/** What each ReceiptMismatch means, in words. */
const MISMATCH: Record<ReceiptMismatch, string> = {
  UNKNOWN_CALL: 'it names a call the Attempt did not leave unanswered',
  REPEATED_CALL: 'it names a call another receipt settles already',
  PRODUCER_MISMATCH: 'its tool is not the one the call recorded',
  NO_CONTENT: 'it has no content',
  ENTITY_IN_USE: 'its Entity already serves as a goal, an outcome or another receipt',
  CALL_UNSETTLED: 'an unanswered call is covered by no receipt',
};

type ReconcileResult = ConsoleReconcileAttemptMutation['reconcileAttempt'];

/**
 * Reconcile: a receipt per tool for the uncertain Attempt's unanswered calls (each receipt produced
 * by the tool its calls recorded, together covering every call), and the decision.
 */
function ReconcileAction(props: {
  assignment: Assignment;
  attemptId: string;
  eventId: string;
  onChanged: () => void;
  onSuccess: (message: string) => void;
}) {
  const { api } = useSession();
  const { assignment, attemptId } = props;
  const callIds =
    (assignment.uncertainAttempt?.id === attemptId
      ? assignment.uncertainAttempt.unansweredCallIds
      : assignment.attempts.edges.find((edge) => edge.node.id === attemptId)?.node.unansweredCallIds) ?? [];
  const { groups, error } = useUnansweredTools(attemptId, callIds);
  const cancelled = assignment.state === 'CANCELLED';
  const receiptLabel = (group: ToolGroup) =>
    group.tool === null ? `Receipt for ${callsText(group.callIds)}` : `Receipt from ${group.tool} (${callsText(group.callIds)})`;
  const rejected = (refusal: Extract<ReconcileResult, { __typename: 'ReceiptRejected' }>): string => {
    const group = refusal.receiptIndex === null ? undefined : groups?.[refusal.receiptIndex - 1];
    const which = group ? `the ${receiptLabel(group).replace(/^Receipt/, 'receipt')}` : 'the receipts';
    return `Refused: ${describeRefusal(refusal)} — ${which}: ${MISMATCH[refusal.mismatch] ?? refusal.mismatch}.`;
  };
  return (
    <ActionForm
      label="Reconcile"
      confirmLabel="Confirm reconciliation"
      description={
        <>
          Resolves the UNCERTAIN Attempt <ShortId id={attemptId} /> against receipts: one from each tool it called without an
          answer, together covering every unanswered call. RETRY: the effect did not happen; the Attempt is ABANDONED and the
          Assignment READY again (a cancelled one stays cancelled). COMPLETE: the effect happened and finished the work; the
          Attempt and the Assignment are COMPLETED with the outcome. On a CANCELLED Assignment, "Complete" records the effect
          instead: the Attempt is EFFECTED and the Assignment stays cancelled.
        </>
      }
      run={async (form): Promise<ReconcileResult | string> => {
        if (!groups) return error ?? "The Attempt's tool calls are still being read: try again in a moment.";
        const decision = text(form, 'decision') === 'COMPLETE' ? 'COMPLETE' : 'RETRY';
        const outcome = String(form.get('outcome') ?? '');
        const receipts = groups.map((group, index) => ({
          callIds: group.callIds,
          producer: group.tool ?? text(form, `producer-${index}`),
          receipt: { mediaType: 'text/plain', content: String(form.get(`receipt-${index}`) ?? '') },
        }));
        const result = (
          await api.request(ReconcileAttemptDocument, {
            input: {
              assignmentId: assignment.id,
              eventId: props.eventId,
              attemptId,
              decision,
              note: text(form, 'note') || null,
              receipts,
              outcomeEntity: decision === 'COMPLETE' ? { mediaType: 'text/plain', content: outcome } : null,
            },
          })
        ).reconcileAttempt;
        return result.__typename === 'ReceiptRejected' ? rejected(result) : result;
      }}
      done={(result) =>
        result.__typename === 'ReconcileAttemptSuccess' && result.attempt?.outcome
          ? `The Attempt was reconciled: it is ${result.attempt.outcome}.`
          : 'The Attempt was reconciled.'
      }
      onDone={props.onChanged}
      onSuccess={props.onSuccess}
    >
      <Field label="Decision">
        <select name="decision">
          <option value="RETRY">RETRY: the effect did not happen</option>
          <option value="COMPLETE">
            {cancelled
              ? 'COMPLETE: the effect happened (EFFECTED; the Assignment stays cancelled)'
              : 'COMPLETE: the effect happened'}
          </option>
        </select>
      </Field>
      {error && <Alert>{error}</Alert>}
      {!groups && !error && <p class="loading">Reading the Attempt's tool calls…</p>}
      {groups?.map((group, index) => (
        <div class="receipt-fields" key={group.callIds.join(' ')}>
          {group.tool === null && (
            <Field
              label={`Tool that made ${callsText(group.callIds)}`}
              hint="Its tool.call is not found: name the tool it recorded."
            >
              <input name={`producer-${index}`} required />
            </Field>
          )}
          <Field label={receiptLabel(group)} hint="The evidence of what became of the effect, such as the provider's statement.">
            <textarea name={`receipt-${index}`} rows={3} required />
          </Field>
        </div>
      ))}
      <Field label={cancelled ? 'Evidence of the effect (for COMPLETE)' : 'Outcome (for COMPLETE)'}>
        <textarea name="outcome" rows={2} />
      </Field>
      <Field label="Note">
        <input name="note" />
      </Field>
    </ActionForm>
  );
}

function AttemptItem(props: { attempt: Attempt; number: number; version: number }) {
  const { attempt } = props;
  const now = useNow();
  return (
    <li class="attempt" data-attempt-id={attempt.id}>
      <h3>
        Attempt {props.number} <ShortId id={attempt.id} />{' '}
        {attempt.outcome ? <StateBadge state={attempt.outcome} /> : <span class="badge state-running">ACTIVE</span>}
      </h3>
      <dl class="facts">
        <dt>Agent</dt>
        <dd>
          {attempt.agent.displayName}, configuration v{attempt.configurationVersion}
        </dd>
        <dt>Claimed</dt>
        <dd>
          <Time at={attempt.startedAt} />
        </dd>
        <dt>Expires</dt>
        <dd>{attempt.endedAt ? <Time at={attempt.claimExpiresAt} /> : <Countdown at={attempt.claimExpiresAt} now={now} />}</dd>
        <dt>Ended</dt>
        <dd>
          <Time at={attempt.endedAt} />
          {attempt.endedBy && (
            <>
              {' '}
              ({endedHow(attempt.outcome)} {attempt.endedBy.displayName})
            </>
          )}
        </dd>
        {attempt.failureReason && (
          <>
            <dt>Failure reason</dt>
            <dd>{attempt.failureReason}</dd>
          </>
        )}
        {attempt.unansweredCallIds.length > 0 && (
          <>
            <dt>Unanswered calls</dt>
            <dd>{attempt.unansweredCallIds.join(', ')}</dd>
          </>
        )}
      </dl>
      <AttemptDetail id={attempt.id} version={props.version} />
    </li>
  );
}

/** Who ended an Attempt, in words: the agent itself, the System that recovered its claim, or a cancellation. */
function endedHow(outcome: Attempt['outcome']): string {
  if (outcome === 'ABANDONED') return 'recovered by';
  if (outcome === 'SUPERSEDED') return 'superseded by the cancellation of';
  if (outcome === 'UNCERTAIN' || outcome === 'EFFECTED') return 'cut off by';
  return 'ended by';
}

type Detail = NonNullable<ConsoleAttemptDetailQuery['attempt']> &
  Pick<NonNullable<ConsoleAttemptInteractionsQuery['attempt']>, 'interactions'>;

function AttemptDetail(props: { id: string; version: number }) {
  const { api } = useSession();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([
      api.request(AttemptDetailDocument, { id: props.id }),
      api.request(AttemptInteractionsDocument, { id: props.id }),
    ])
      .then(([detail, calls]) => {
        if (!live || !detail.attempt || !calls.attempt) return;
        setDetail({ ...detail.attempt, interactions: calls.attempt.interactions });
      })
      .catch((failure) => live && setError(`Could not load the Attempt's events: ${describeFailure(failure)}`));
    return () => {
      live = false;
    };
  }, [api, props.id, props.version]);
  if (error) return <Alert>{error}</Alert>;
  if (!detail) return null;
  const interactions = detail.interactions.edges.map((edge) => edge.node);
  const events = detail.events.edges.map((edge) => edge.node);
  const byId = new Map(events.map((event) => [event.id, event]));
  const { reconciliation } = detail;
  return (
    <div class="attempt-detail">
      {reconciliation && (
        <dl class="facts">
          <dt>Reconciled</dt>
          <dd>
            {reconciliation.decision}
            {reconciliation.effect && ' (the effect happened; the Assignment stayed cancelled)'} by{' '}
            {reconciliation.reconciledBy.displayName}, <Time at={reconciliation.reconciledAt} />
            {reconciliation.note && <>: {reconciliation.note}</>}
          </dd>
        </dl>
      )}
      {detail.outcomeEntity && <EntityView entity={detail.outcomeEntity} label="Outcome" />}
      {reconciliation?.effect && <EntityView entity={reconciliation.effect} label="Effect (evidence of what happened)" />}
      {reconciliation?.receipts.map((receipt) => (
        <EntityView
          key={receipt.receipt.id}
          entity={receipt.receipt}
          label={
            receipt.producer
              ? `Receipt from ${receipt.producer}${receipt.callIds.length > 0 ? ` (${callsText(receipt.callIds)})` : ''}`
              : 'Receipt'
          }
        />
      ))}
      <details open={interactions.length > 0}>
        <summary>Interactions ({interactions.length})</summary>
        {interactions.length === 0 ? (
          <p class="muted">No model or tool call recorded.</p>
        ) : (
          <ul class="interactions">
            {interactions.map((interaction) => (
              <li key={interaction.callId} class={interaction.pending ? 'pending' : ''}>
                <p>
                  <strong>{interaction.kind === 'MODEL_CALL' ? 'Model call' : 'Tool call'}</strong>{' '}
                  <code>{interaction.callId}</code>{' '}
                  {interaction.pending && <span class="badge pending">PENDING: no answer recorded</span>}
                </p>
                <div class="pair">
                  <EventBox label="Request" id={interaction.request?.id} event={byId.get(interaction.request?.id ?? '')} />
                  <EventBox label="Response" id={interaction.response?.id} event={byId.get(interaction.response?.id ?? '')} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </details>
      <details>
        <summary>
          Events ({events.length}
          {detail.events.pageInfo.hasNextPage ? ', the first 50' : ''})
        </summary>
        <EventList events={events} />
      </details>
    </div>
  );
}

function EventBox(props: { label: string; id: string | undefined; event: ConsoleEventFragment | undefined }) {
  if (props.id && !props.event)
    return (
      <div class="event-box">
        <p class="muted">
          {props.label}: event <ShortId id={props.id} />, beyond the first 50 events of this Attempt (see the Ledger).
        </p>
      </div>
    );
  return (
    <div class="event-box">
      <p class="muted">
        {props.label}
        {props.event && (
          <>
            : <code>{props.event.kind}</code> #{props.event.seq}, <Time at={props.event.recordedAt} />
          </>
        )}
      </p>
      {props.event ? <EventPayload event={props.event} /> : <p class="muted">none</p>}
    </div>
  );
}

export function EventList(props: { events: ConsoleEventFragment[] }) {
  if (props.events.length === 0) return <p class="muted">No events.</p>;
  return (
    <ol class="events">
      {props.events.map((event) => (
        <li key={event.id} data-seq={event.seq} data-kind={event.kind} data-assignment-id={event.assignmentId ?? undefined}>
          <details>
            <summary>
              <span class="seq">#{event.seq}</span> <code class="kind">{event.kind}</code>{' '}
              <span class="who">{event.actor?.displayName ?? ''}</span> <Time at={event.recordedAt} />
            </summary>
            <dl class="facts">
              <dt>Event id</dt>
              <dd>
                <ShortId id={event.id} />
              </dd>
              {event.assignmentId && (
                <>
                  <dt>Assignment</dt>
                  <dd>
                    <ShortId id={event.assignmentId} href={hrefFor.assignment(event.assignmentId)} />
                  </dd>
                </>
              )}
              {event.attemptId && (
                <>
                  <dt>Attempt</dt>
                  <dd>
                    <ShortId id={event.attemptId} />
                  </dd>
                </>
              )}
            </dl>
            <EventPayload event={event} />
          </details>
        </li>
      ))}
    </ol>
  );
}

/**
 * An event's payload as the list read it (contents over 2 KiB cut: ConsoleEvent), each cut content
 * offering "show whole": that one event's whole payload, read when asked for.
 */
function EventPayload(props: { event: ConsoleEventFragment }) {
  const { api } = useSession();
  const { id, seq } = props.event;
  const whole = useCallback(async (): Promise<unknown> => {
    // No one-event query: the organization's seqs have no gaps, so the event after seq - 1 is this one.
    const data = await api.request(EventPayloadDocument, { afterSeq: seq - 1 });
    const node = data.events.edges[0]?.node;
    if (node?.id !== id) throw new Error(`event #${seq} is not found`);
    return node.payload;
  }, [api, id, seq]);
  const { payloadVersion, storedPayloadVersion } = props.event;
  return <Json key={id} value={props.event.payload} whole={whole} stored={storedPayloadVersion !== payloadVersion} />;
}
