import type { JSX } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeFailure } from '../api.js';
import { EventsDocument, VerifyLedgerDocument } from '../documents.js';
import type { ConsoleEventFragment, ConsoleVerifyLedgerQuery } from '../gql/graphql.js';
import { prependNewer } from '../live.js';
import { useSession } from '../session.js';
import { Alert, Field, Notice } from '../ui.js';
import { EventList } from './assignment.js';

const PAGE_SIZE = 50;
const MAX_SHOWN = 500;

/** The organization's ledger, newest first; on the first page new events arrive at the top as they commit. */
export function LedgerPage() {
  const { api, viewer, stream } = useSession();
  const [kinds, setKinds] = useState<string[]>([]);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [events, setEvents] = useState<ConsoleEventFragment[] | null>(null);
  const [older, setOlder] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loadId = useRef(0);
  // The events the stream delivered (on the first page, matching the filter) since the running load
  // started; null when no load is running. The query's answer may predate some of them.
  const arrived = useRef<ConsoleEventFragment[] | null>(null);
  const before = cursors[cursors.length - 1] ?? null;

  const load = useCallback(async () => {
    const id = ++loadId.current;
    arrived.current = [];
    try {
      const data = await api.request(EventsDocument, { last: PAGE_SIZE, before, kinds: kinds.length ? kinds : null });
      if (id !== loadId.current) return;
      const loaded = data.events.edges.map((edge) => edge.node).reverse();
      setEvents(prependNewer(loaded, arrived.current ?? [], MAX_SHOWN));
      setOlder(data.events.pageInfo.hasPreviousPage ? (data.events.pageInfo.startCursor ?? null) : null);
      setError(null);
    } catch (failure) {
      if (id === loadId.current) setError(`Could not load the ledger: ${describeFailure(failure)}`);
    } finally {
      if (id === loadId.current) arrived.current = null;
    }
  }, [api, before, kinds]);

  useEffect(() => {
    void load();
  }, [load]);

  // Following live: the session's stream hands over each event once, in seq order. While a load
  // runs they wait for its answer (prependNewer keeps those it does not have); then they go on top.
  useEffect(
    () =>
      stream.onEvent((event) => {
        if (before !== null || (kinds.length > 0 && !kinds.includes(event.kind))) return;
        if (arrived.current) arrived.current.push(event);
        else setEvents((current) => current && prependNewer(current, [event], MAX_SHOWN));
      }),
    [stream, before, kinds],
  );

  const submit = (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('kinds') ?? '');
    setKinds(
      value
        .split(/[\s,]+/)
        .map((kind) => kind.trim())
        .filter(Boolean)
        .slice(0, 20),
    );
    setCursors([null]);
  };

  return (
    <section aria-labelledby="ledger-heading">
      <div class="page-head">
        <h1 id="ledger-heading">Ledger</h1>
        {viewer.role === 'SYSTEM' && <VerifyLedger />}
      </div>
      <form class="filters" aria-label="Filters" onSubmit={submit}>
        <Field label="Kinds" hint="Comma-separated, such as attempt.started, attempt.ended">
          <input name="kinds" list="known-kinds" />
        </Field>
        <datalist id="known-kinds">
          {[...new Set(events?.map((e) => e.kind))].map((kind) => (
            <option key={kind} value={kind} />
          ))}
        </datalist>
        <button type="submit">Filter</button>
      </form>
      {error && <Alert>{error}</Alert>}
      {events === null ? <p class="loading">Loading…</p> : <EventList events={events} />}
      <nav class="pager" aria-label="Pages">
        <button type="button" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          ← Newer
        </button>
        <span class="muted">{before === null ? 'Newest, following live' : `Page ${cursors.length}`}</span>
        <button type="button" disabled={!older} onClick={() => older && setCursors([...cursors, older])}>
          Older →
        </button>
      </nav>
    </section>
  );
}

function VerifyLedger() {
  const { api } = useSession();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ConsoleVerifyLedgerQuery['verifyLedger'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult((await api.request(VerifyLedgerDocument, {})).verifyLedger);
    } catch (failure) {
      setError(`Could not verify: ${describeFailure(failure)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="action">
      <button type="button" onClick={verify} disabled={busy}>
        {busy ? 'Verifying…' : 'Verify ledger'}
      </button>
      {error && <Alert>{error}</Alert>}
      {result &&
        (result.ok ? (
          <Notice>The ledger is intact: {result.eventsChecked} events checked, every digest links.</Notice>
        ) : (
          <Alert>
            The ledger is broken at seq {result.firstBroken?.seq}: {result.firstBroken?.reason} ({result.eventsChecked} events
            checked).
          </Alert>
        ))}
    </div>
  );
}
