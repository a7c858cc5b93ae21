import type { JSX } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeFailure, newId } from '../api.js';
import { AssignmentRowDocument, AssignmentsDocument, CreateAssignmentDocument } from '../documents.js';
import { localizeTimes, ShortId } from '../format.js';
import type { AssignmentState, ConsoleAssignmentRowFragment } from '../gql/graphql.js';
import { hrefFor } from '../router.js';
import { useLedgerEvents, useSession } from '../session.js';
import { ActionForm, Alert, Countdown, Field, Link, StateBadge, text, useNow } from '../ui.js';

export type Row = ConsoleAssignmentRowFragment;

const PAGE_SIZE = 20;
const STATES: AssignmentState[] = ['READY', 'RUNNING', 'UNCERTAIN', 'COMPLETED', 'CANCELLED'];

interface Filters {
  state: AssignmentState | '';
  claimExpired: boolean;
  search: string;
}

/**
 * Refetches a row when its claim's expiry passes: no event marks that moment (expiry is database
 * time), yet it changes the row's availability and next actions.
 */
export function useExpiryRefresh(expiries: (string | null | undefined)[], refresh: () => void): void {
  const key = expiries.filter(Boolean).sort().join(',');
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const now = Date.now();
    const timers = key
      .split(',')
      .filter(Boolean)
      .map((at) => Date.parse(at) - now)
      .filter((ms) => ms > -1_000 && ms < 2 ** 31 - 2_000)
      .map((ms) => setTimeout(() => latest.current(), Math.max(0, ms) + 1_000));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [key]);
}

export function AssignmentsPage() {
  const { api, viewer } = useSession();
  const [filters, setFilters] = useState<Filters>({ state: '', claimExpired: false, search: '' });
  // Cursors of the pages shown before this one (newest first): `before` for each older page.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [older, setOlder] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loadId = useRef(0);
  const before = cursors[cursors.length - 1] ?? null;

  const load = useCallback(async () => {
    const id = ++loadId.current;
    try {
      const data = await api.request(AssignmentsDocument, {
        last: PAGE_SIZE,
        before,
        states: filters.state ? [filters.state] : null,
        claimExpired: filters.claimExpired ? true : null,
        search: filters.search || null,
      });
      if (id !== loadId.current) return;
      setRows(data.assignments.edges.map((edge) => edge.node).reverse());
      setOlder(data.assignments.pageInfo.hasPreviousPage ? (data.assignments.pageInfo.startCursor ?? null) : null);
      setError(null);
    } catch (failure) {
      if (id === loadId.current) setError(`Could not load the Assignments: ${describeFailure(failure)}`);
    }
  }, [api, before, filters]);

  useEffect(() => {
    void load();
  }, [load]);

  const refreshRows = async (ids: string[]) => {
    const fresh = await Promise.all(ids.map((id) => api.request(AssignmentRowDocument, { id }).catch(() => null)));
    setRows(
      (current) => current?.map((row) => fresh.find((data) => data?.assignment?.id === row.id)?.assignment ?? row) ?? current,
    );
  };

  // Live: a change to a row on this page refetches that row; anything else (a new Assignment, one
  // that may now match the filters) refetches the page when it is the newest one.
  useLedgerEvents(
    (event) => event.assignmentId != null,
    (events) => {
      const shown = new Set(rows?.map((row) => row.id));
      const ids = [...new Set(events.map((event) => event.assignmentId!))];
      const unseen = ids.some((id) => !shown.has(id));
      if (unseen && before === null) void load();
      else void refreshRows(ids.filter((id) => shown.has(id)));
    },
  );
  useExpiryRefresh(rows?.map((row) => row.activeClaim?.expiresAt) ?? [], () => void load());

  const canCreate = viewer.role === 'OPERATOR' || viewer.role === 'SYSTEM';
  return (
    <section aria-labelledby="assignments-heading">
      <div class="page-head">
        <h1 id="assignments-heading">Assignments</h1>
        {canCreate && <CreateAssignment />}
      </div>
      <FilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setCursors([null]);
        }}
      />
      {error && <Alert>{error}</Alert>}
      {rows === null ? <p class="loading">Loading…</p> : <AssignmentTable rows={rows} />}
      <nav class="pager" aria-label="Pages">
        <button type="button" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          ← Newer
        </button>
        <span class="muted">Page {cursors.length}</span>
        <button type="button" disabled={!older} onClick={() => older && setCursors([...cursors, older])}>
          Older →
        </button>
      </nav>
    </section>
  );
}

function FilterBar(props: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { filters } = props;
  const [search, setSearch] = useState(filters.search);
  const submit = (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onChange({ ...filters, search: search.trim().slice(0, 200) });
  };
  return (
    <form class="filters" aria-label="Filters" onSubmit={submit}>
      <Field label="State">
        <select
          name="state"
          value={filters.state}
          onChange={(event) => props.onChange({ ...filters, state: event.currentTarget.value as Filters['state'] })}
        >
          <option value="">All states</option>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </Field>
      <label class="check">
        <input
          type="checkbox"
          name="claimExpired"
          checked={filters.claimExpired}
          onChange={(event) => props.onChange({ ...filters, claimExpired: event.currentTarget.checked })}
        />
        Expired claims only
      </label>
      <Field label="Search title or id">
        <input
          type="search"
          name="search"
          value={search}
          maxLength={200}
          onInput={(event) => setSearch(event.currentTarget.value)}
        />
      </Field>
      <button type="submit">Search</button>
    </form>
  );
}

function AssignmentTable(props: { rows: Row[] }) {
  const now = useNow();
  if (props.rows.length === 0) return <p class="empty">No Assignments match.</p>;
  return (
    <table class="rows">
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">State</th>
          <th scope="col">Agent</th>
          <th scope="col">Claim expires</th>
          <th scope="col">Attempts</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.id} data-assignment-id={row.id}>
            <td data-label="Title">
              {row.title ? (
                <Link href={hrefFor.assignment(row.id)}>{row.title}</Link>
              ) : (
                <>
                  <span class="muted">(untitled)</span> <ShortId id={row.id} href={hrefFor.assignment(row.id)} />
                </>
              )}
            </td>
            <td data-label="State" title={localizeTimes(row.availability.explanation)}>
              <StateBadge state={row.state} />
              {row.availability.reason !== row.state && <span class="reason">{row.availability.reason}</span>}
            </td>
            <td data-label="Agent">
              {row.activeClaim?.agent.displayName ?? row.latestAttempt.edges[0]?.node.agent.displayName ?? (
                <span class="muted">—</span>
              )}
            </td>
            <td data-label="Claim expires">
              <Countdown at={row.activeClaim?.expiresAt} now={now} />
            </td>
            <td data-label="Attempts" class="num">
              {row.attemptCount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CreateAssignment() {
  const { api } = useSession();
  return (
    <ActionForm
      label="New assignment"
      confirmLabel="Create assignment"
      run={async (form) => {
        const data = await api.request(CreateAssignmentDocument, {
          input: {
            assignmentId: newId(),
            eventId: newId(),
            title: text(form, 'title') || null,
            goal: { mediaType: text(form, 'mediaType') || 'text/plain', content: String(form.get('goal') ?? '') },
          },
        });
        return data.createAssignment;
      }}
      done={() => 'Assignment created.'}
    >
      <Field label="Title">
        <input name="title" maxLength={500} />
      </Field>
      <Field label="Goal media type">
        <input name="mediaType" value="text/plain" />
      </Field>
      <Field label="Goal">
        <textarea name="goal" rows={4} />
      </Field>
    </ActionForm>
  );
}
