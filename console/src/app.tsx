import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { describeFailure, isUnauthenticated, storedToken } from './api.js';
import type { StreamStatus } from './live.js';
import { AdminPage } from './pages/admin.js';
import { AssignmentPage } from './pages/assignment.js';
import { AssignmentsPage } from './pages/assignments.js';
import { LedgerPage } from './pages/ledger.js';
import { hrefFor, onLinkClick, type Route, useRoute } from './router.js';
import { type Session, SessionContext, signIn } from './session.js';
import { Alert, Link } from './ui.js';

export function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [restoring, setRestoring] = useState(() => storedToken.get() !== null);
  const [error, setError] = useState<string | null>(null);

  const start = async (token: string) => {
    setError(null);
    try {
      const next = await signIn(token);
      storedToken.set(token);
      setSession(next);
    } catch (failure) {
      storedToken.clear();
      setError(
        isUnauthenticated(failure)
          ? `That API token was refused: ${describeFailure(failure)}. Check that it is complete and neither revoked nor expired.`
          : `Could not sign in: ${describeFailure(failure)}`,
      );
    }
  };

  useEffect(() => {
    const token = storedToken.get();
    if (token) void start(token).finally(() => setRestoring(false));
  }, []);

  const signOut = () => {
    session?.stream.close();
    storedToken.clear();
    setSession(null);
  };

  if (restoring && !session) return <p class="loading">Signing in…</p>;
  if (!session) return <SignIn onSubmit={start} error={error} />;
  return (
    <SessionContext.Provider value={session}>
      <Layout session={session} onSignOut={signOut} />
    </SessionContext.Provider>
  );
}

function SignIn(props: { onSubmit: (token: string) => Promise<void>; error: string | null }) {
  const [busy, setBusy] = useState(false);
  const submit = async (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = String(new FormData(event.currentTarget).get('token') ?? '').trim();
    if (!token) return;
    setBusy(true);
    await props.onSubmit(token);
    setBusy(false);
  };
  return (
    <main class="sign-in">
      <h1>Workforce Ledger</h1>
      <p class="muted">Operator console. Sign in with an API token of your organization; it is kept in this tab only.</p>
      <form onSubmit={submit}>
        <label class="field">
          <span>API token</span>
          <input name="token" type="password" autoComplete="off" spellcheck={false} required placeholder="wfl_…" />
        </label>
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {props.error && <Alert>{props.error}</Alert>}
    </main>
  );
}

function Layout(props: { session: Session; onSignOut: () => void }) {
  const route = useRoute();
  const { viewer, stream } = props.session;
  const [status, setStatus] = useState<StreamStatus>(stream.status);
  useEffect(() => stream.onStatus(setStatus), [stream]);
  const nav = (page: Route['page'], href: string, label: string) => (
    <li>
      <a href={href} aria-current={route.page === page ? 'page' : undefined} onClick={onLinkClick}>
        {label}
      </a>
    </li>
  );
  return (
    <>
      <header class="top">
        <div class="identity">
          <strong class="org" title="Organization">
            {viewer.organization.slug}
          </strong>
          <span class="actor" title="Actor">
            {viewer.actor.displayName}
          </span>
          <span class={`badge role role-${viewer.role.toLowerCase()}`} title="Role">
            {viewer.role}
          </span>
        </div>
        <nav aria-label="Main">
          <ul>
            {nav('assignments', hrefFor.assignments(), 'Assignments')}
            {nav('ledger', hrefFor.ledger(), 'Ledger')}
            {nav('admin', hrefFor.admin(), 'Actors & tokens')}
          </ul>
        </nav>
        <LiveStatus status={status} />
        <button type="button" onClick={props.onSignOut}>
          Sign out
        </button>
      </header>
      <main>
        {status.state === 'stopped' && (
          <Alert>
            Live updates stopped: {status.reason}.{' '}
            <button type="button" onClick={props.onSignOut}>
              Sign in again
            </button>
          </Alert>
        )}
        <Page route={route} />
      </main>
    </>
  );
}

function LiveStatus(props: { status: StreamStatus }) {
  const { status } = props;
  const text =
    status.state === 'connecting'
      ? 'Connecting to the live ledger'
      : status.state === 'live'
        ? 'Live'
        : status.state === 'reconnecting'
          ? `Reconnecting in ${Math.ceil(status.retryInMs / 1000)} s (${status.reason})`
          : `Live updates stopped: ${status.reason}`;
  const label = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…', stopped: 'Offline' }[status.state];
  return (
    <span class={`live live-${status.state}`} role="status" data-stream={status.state} title={text}>
      <span aria-hidden="true" class="dot" />
      <span class="live-text">{label}</span>
    </span>
  );
}

function Page(props: { route: Route }) {
  const { route } = props;
  switch (route.page) {
    case 'assignments':
      return <AssignmentsPage />;
    case 'assignment':
      return <AssignmentPage key={route.id} id={route.id} />;
    case 'ledger':
      return <LedgerPage />;
    case 'admin':
      return <AdminPage />;
    default:
      return (
        <section>
          <h1>Not found</h1>
          <p>
            There is no such page. <Link href={hrefFor.assignments()}>Go to the Assignments</Link>.
          </p>
        </section>
      );
  }
}
