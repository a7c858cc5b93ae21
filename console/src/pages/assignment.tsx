import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeFailure, newId } from '../api.js';
import {
  AssignmentDocument,
  AttemptDetailDocument,
  AttemptInteractionsDocument,
  CancelAssignmentDocument,
  ReconcileAttemptDocument,
  RecoverExpiredClaimDocument,
  RenewClaimDocument,
  ReopenAssignmentDocument,
} from '../documents.js';
import type {
  ConsoleAssignmentQuery,
  ConsoleAttemptDetailQuery,
  ConsoleAttemptInteractionsQuery,
  ConsoleEventFragment,
} from '../gql/graphql.js';
import { hrefFor } from '../router.js';
import { useLedgerEvents, useSession } from '../session.js';
import { ActionForm, Alert, Countdown, EntityView, Field, Json, Link, Notice, StateBadge, Time, text, useNow } from '../ui.js';
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
          <code>{assignment.id}</code>
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
        {sentence(availability.explanation)}
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
          description={`Ends Attempt ${claimAttempt.slice(0, 8)} as ABANDONED (or UNCERTAIN, if an external tool call is unanswered) and makes the Assignment READY again.`}
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
        <ActionForm
          label="Reconcile"
          confirmLabel="Confirm reconciliation"
          description={`Resolves the UNCERTAIN Attempt ${uncertainId.slice(0, 8)} against a receipt.`}
          run={async (form) => {
            const decision = text(form, 'decision') === 'COMPLETE' ? 'COMPLETE' : 'RETRY';
            const outcome = String(form.get('outcome') ?? '');
            return (
              await api.request(ReconcileAttemptDocument, {
                input: {
                  ...ids,
                  attemptId: uncertainId,
                  decision,
                  note: text(form, 'note') || null,
                  receipt: { mediaType: 'text/plain', content: String(form.get('receipt') ?? '') },
                  outcomeEntity: decision === 'COMPLETE' ? { mediaType: 'text/plain', content: outcome } : null,
                },
              })
            ).reconcileAttempt;
          }}
          done={() => 'The Attempt was reconciled.'}
          onDone={onChanged}
          onSuccess={setNotice}
        >
          <Field label="Decision">
            <select name="decision">
              <option value="RETRY">RETRY: the effect did not happen</option>
              <option value="COMPLETE">COMPLETE: the effect happened</option>
            </select>
          </Field>
          <Field label="Receipt (evidence)">
            <textarea name="receipt" rows={3} required />
          </Field>
          <Field label="Outcome (for COMPLETE)">
            <textarea name="outcome" rows={2} />
          </Field>
          <Field label="Note">
            <input name="note" />
          </Field>
        </ActionForm>
      )}
    </div>
  );
}

function AttemptItem(props: { attempt: Attempt; number: number; version: number }) {
  const { attempt } = props;
  const now = useNow();
  return (
    <li class="attempt" data-attempt-id={attempt.id}>
      <h3>
        Attempt {props.number} <code class="muted">{attempt.id.slice(0, 8)}</code>{' '}
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
  if (outcome === 'UNCERTAIN') return 'cut off by';
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
  return (
    <div class="attempt-detail">
      {detail.reconciliation && (
        <dl class="facts">
          {detail.reconciliation && (
            <>
              <dt>Reconciled</dt>
              <dd>
                {detail.reconciliation.decision} by {detail.reconciliation.reconciledBy.displayName},{' '}
                <Time at={detail.reconciliation.reconciledAt} />
                {detail.reconciliation.note && <>: {detail.reconciliation.note}</>}
              </dd>
            </>
          )}
        </dl>
      )}
      {detail.outcomeEntity && <EntityView entity={detail.outcomeEntity} label="Outcome" />}
      {detail.reconciliation && <EntityView entity={detail.reconciliation.receipt} label="Receipt" />}
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
          {props.label}: event <code>{props.id}</code>, beyond the first 50 events of this Attempt (see the Ledger).
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
      {props.event ? <Json value={props.event.payload} /> : <p class="muted">none</p>}
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
                <code>{event.id}</code>
              </dd>
              {event.assignmentId && (
                <>
                  <dt>Assignment</dt>
                  <dd>
                    <Link href={hrefFor.assignment(event.assignmentId)}>{event.assignmentId}</Link>
                  </dd>
                </>
              )}
              {event.attemptId && (
                <>
                  <dt>Attempt</dt>
                  <dd>
                    <code>{event.attemptId}</code>
                  </dd>
                </>
              )}
            </dl>
            <Json value={event.payload} />
          </details>
        </li>
      ))}
    </ol>
  );
}
