import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { describeFailure, describeRefusal, refusalOf } from './api.js';
import { Prose } from './format.js';
import { onLinkClick } from './router.js';

export function Link(props: { href: string; children: ComponentChildren; class?: string }) {
  return (
    <a href={props.href} class={props.class} onClick={onLinkClick}>
      {props.children}
    </a>
  );
}

/** A message that assistive technology reads at once: refusals and failures. */
export function Alert(props: { children: ComponentChildren }) {
  return (
    <p role="alert" class="alert">
      {props.children}
    </p>
  );
}

export function Notice(props: { children: ComponentChildren }) {
  return (
    <p role="status" class="notice">
      {props.children}
    </p>
  );
}

/** The current time, ticking once a second (for claim countdowns). */
export function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(Math.abs(ms) / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`;
}

/** Time left until `at` (the browser's clock; the server decides expiry by the database's). */
export function Countdown(props: { at: string | null | undefined; now: number }) {
  if (!props.at) return <span class="muted">—</span>;
  const left = Date.parse(props.at) - props.now;
  return (
    <time dateTime={props.at} title={props.at} class={left <= 0 ? 'expired' : 'counting'}>
      {left > 0 ? `in ${formatDuration(left)}` : `expired ${formatDuration(left)} ago`}
    </time>
  );
}

export function StateBadge(props: { state: string }) {
  return <span class={`badge state-${props.state.toLowerCase()}`}>{props.state}</span>;
}

/**
 * What a read puts in place of a content it does not return whole (src/events/contents.ts,
 * docs/evidence.md): `{"$content": {sha256, size, …}}` with `head` (cut by maxContentBytes),
 * `expired: true` (deleted by retention) or `damaged: true` (a content row that is no longer JSON).
 */
interface ContentMarker {
  sha256: string;
  size: number;
  head?: unknown;
  expired?: unknown;
  damaged?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The marker `value` is: an object whose one key is `$content`, with a sha256 string and a numeric size. */
export function contentMarkerOf(value: unknown): ContentMarker | null {
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== '$content') return null;
  const content = value.$content;
  if (!isRecord(content) || typeof content.sha256 !== 'string' || typeof content.size !== 'number') return null;
  return content as unknown as ContentMarker;
}

const holdsMarker = (value: unknown): boolean =>
  contentMarkerOf(value) !== null || (typeof value === 'object' && value !== null && Object.values(value).some(holdsMarker));

/** A byte count as people read it: `812 bytes`, `48.2 kB`, `3.1 MB` (powers of 1,000). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1_000).toFixed(1)} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
}

type JsonPath = readonly (string | number)[];

/** The value at `path` in `value`, or undefined. */
function valueAt(value: unknown, path: JsonPath): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/**
 * `value` as JSON.stringify(value, null, 2) writes it, each content marker in it shown as a
 * ContentView (whose `read` gives the whole payload it was cut from, when there is one).
 */
function jsonPieces(
  value: unknown,
  indent: string,
  path: JsonPath,
  read: (() => Promise<unknown>) | undefined,
  stored: boolean,
): ComponentChildren {
  const marker = contentMarkerOf(value);
  // Only a stored form's contents can be gone: in an event kept as sent, such an object is what the
  // Runner sent, and shows as JSON (a Runner cannot make its content look expired).
  if (marker && (stored || (marker.expired !== true && marker.damaged !== true)))
    return <ContentView key={JSON.stringify(path)} marker={marker} indent={indent} path={path} read={read} stored={stored} />;
  if (typeof value !== 'object' || value === null || !holdsMarker(value))
    return (JSON.stringify(value, null, 2) ?? String(value)).replaceAll('\n', `\n${indent}`);
  const inner = `${indent}  `;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return [
    `${open}\n`,
    ...entries.map(([key, item], i) => [
      typeof key === 'number' ? inner : `${inner}${JSON.stringify(key)}: `,
      jsonPieces(item, inner, [...path, key], read, stored),
      i < entries.length - 1 ? ',\n' : '\n',
    ]),
    `${indent}${close}`,
  ];
}

/** A content's digest, shortened: its first 8 hex digits, the full digest on hover. */
const Digest = (props: { sha256: string }) => <code title={props.sha256}>{props.sha256.slice(0, 8)}…</code>;

/**
 * A content marker in words: a cut content's first bytes and its size, with "show whole" (which
 * reads the event's whole payload and shows the content in place); an expired one; a damaged one.
 */
function ContentView(props: {
  marker: ContentMarker;
  indent: string;
  path: JsonPath;
  read: (() => Promise<unknown>) | undefined;
  stored: boolean;
}) {
  const { marker, read } = props;
  const [shown, setShown] = useState<{ value: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const live = useRef(true);
  const wholeRef = useRef<HTMLSpanElement>(null);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  // The whole content takes the button's place: the focus moves to it, for keyboard use.
  useEffect(() => {
    if (shown) wholeRef.current?.focus();
  }, [shown]);
  if (shown)
    return (
      <span class="content-whole" tabIndex={-1} ref={wholeRef}>
        {jsonPieces(shown.value, props.indent, props.path, undefined, props.stored)}
      </span>
    );
  const facts = (
    <>
      {formatBytes(marker.size)}, sha256 <Digest sha256={marker.sha256} />
    </>
  );
  if (marker.damaged === true) return <span class="content-marker content-damaged">damaged content ({facts})</span>;
  if (marker.expired === true) return <span class="content-marker content-expired">expired by retention ({facts})</span>;
  if (typeof marker.head !== 'string')
    return <>{JSON.stringify({ $content: marker }, null, 2).replaceAll('\n', `\n${props.indent}`)}</>;
  const showWhole = async () => {
    if (!read) return;
    setBusy(true);
    setError(null);
    try {
      const value = valueAt(await read(), props.path);
      if (!live.current) return;
      if (value === undefined) setError('the whole payload has no such content');
      else setShown({ value });
    } catch (failure) {
      if (live.current) setError(`could not read it: ${describeFailure(failure)}`);
    } finally {
      if (live.current) setBusy(false);
    }
  };
  return (
    <span class="content-marker content-cut">
      {marker.head && <span class="content-head">{JSON.stringify(marker.head).slice(0, -1)}</span>}
      <span class="content-note">
        … {formatBytes(marker.size)} in all, sha256 <Digest sha256={marker.sha256} />
      </span>
      {read && (
        <>
          {' '}
          <button type="button" class="show-whole" onClick={showWhole} disabled={busy}>
            {busy ? 'reading…' : 'show whole'}
          </button>
        </>
      )}
      {error && (
        <span role="alert" class="content-error">
          {' '}
          {error}
        </span>
      )}
    </span>
  );
}

/**
 * A payload as indented JSON. A content the read cut, or that is gone, shows as words
 * (ContentView); with `whole` (the event's whole payload, read on demand, once), a cut one offers
 * "show whole". `stored`: the event was stored in a form of its own (storedPayloadVersion), the only
 * kind whose contents can be expired or damaged.
 */
export function Json(props: { value: unknown; whole?: () => Promise<unknown>; stored?: boolean }) {
  const reading = useRef<Promise<unknown> | null>(null);
  const latest = useRef(props.whole);
  latest.current = props.whole;
  const read = props.whole
    ? () => {
        reading.current ??= latest.current!().catch((failure: unknown) => {
          reading.current = null;
          throw failure;
        });
        return reading.current;
      }
    : undefined;
  return <pre class="json">{jsonPieces(props.value, '', [], read, props.stored ?? false)}</pre>;
}

/** An Entity: text media types shown as text, anything else offered as a download. */
export function EntityView(props: {
  entity: { id: string; mediaType: string; content: string; byteSize: number; sha256: string } | null | undefined;
  label: string;
}) {
  const { entity } = props;
  if (!entity) return <p class="muted">No {props.label.toLowerCase()}.</p>;
  const text = /^text\/|^application\/(json|xml|x-ndjson)|\+json$|\+xml$/i.test(entity.mediaType);
  return (
    <figure class="entity">
      <figcaption>
        {props.label}: <code>{entity.mediaType}</code>, {entity.byteSize} bytes
      </figcaption>
      {text ? <pre class="entity-text">{entity.content}</pre> : <Download entity={entity} />}
    </figure>
  );
}

function Download(props: { entity: { id: string; mediaType: string; content: string } }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    // Never the entity's own type: a Blob URL opened in a tab would render HTML or SVG at the console's origin.
    const url = URL.createObjectURL(new Blob([props.entity.content], { type: 'application/octet-stream' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [props.entity.id, props.entity.content]);
  return href ? (
    <a href={href} download={`entity-${props.entity.id}`}>
      Download ({props.entity.mediaType})
    </a>
  ) : null;
}

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/**
 * One action: a button that opens a small form (its fields, if any, and a confirmation), sends the
 * mutation, and shows the outcome: the refusal's message in an alert, or what was done.
 * `run` returns the mutation's result member; a refusal member is shown, never thrown.
 */
export function ActionForm<R extends { __typename: string }>(props: {
  label: string;
  confirmLabel?: string;
  description?: ComponentChildren;
  children?: ComponentChildren;
  danger?: boolean;
  run: (form: FormData) => Promise<R | string>;
  done: (result: R) => string;
  onDone?: () => void;
  /**
   * Takes the success notice instead of the form: a form that its own success removes (the action
   * is no longer offered once the page reads the new state) would take its notice with it.
   */
  onSuccess?: (message: string) => void;
  open?: boolean;
}) {
  const [open, setOpen] = useState(props.open ?? false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Opening the form moves the focus into it (its first field, or its confirmation), for keyboard use.
  useEffect(() => {
    if (open && props.open === undefined) formRef.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, [open]);
  const submit = async (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const result = await props.run(new FormData(event.currentTarget));
      if (typeof result === 'string') {
        setOutcome({ ok: false, message: result });
        return;
      }
      const refusal = refusalOf(result);
      if (refusal) setOutcome({ ok: false, message: `Refused: ${describeRefusal(refusal)}` });
      else {
        const message = props.done(result);
        if (props.onSuccess) props.onSuccess(message);
        else setOutcome({ ok: true, message });
        if (props.open === undefined) setOpen(false);
        props.onDone?.();
      }
    } catch (error) {
      setOutcome({ ok: false, message: `Failed: ${describeFailure(error)}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="action">
      {props.open === undefined && (
        <button type="button" class={props.danger ? 'danger' : ''} aria-expanded={open} onClick={() => setOpen(!open)}>
          {props.label}
        </button>
      )}
      {open && (
        <form ref={formRef} class="action-form" onSubmit={submit} aria-label={props.label}>
          {props.description && <p class="muted">{props.description}</p>}
          {props.children}
          <div class="buttons">
            <button type="submit" class={props.danger ? 'danger primary' : 'primary'} disabled={busy}>
              {busy ? 'Working…' : (props.confirmLabel ?? props.label)}
            </button>
            {props.open === undefined && (
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
            )}
          </div>
        </form>
      )}
      {outcome &&
        (outcome.ok ? (
          <Notice>
            <Prose text={outcome.message} />
          </Notice>
        ) : (
          <Alert>
            <Prose text={outcome.message} />
          </Alert>
        ))}
    </div>
  );
}

export function Field(props: { label: string; children: ComponentChildren; hint?: ComponentChildren }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, which the label wraps
    <label class="field">
      <span>{props.label}</span>
      {props.children}
      {props.hint && <small class="muted">{props.hint}</small>}
    </label>
  );
}

export const text = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();
