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

export function Json(props: { value: unknown }) {
  return <pre class="json">{JSON.stringify(props.value, null, 2)}</pre>;
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
