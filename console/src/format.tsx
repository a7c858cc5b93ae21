import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { onLinkClick } from './router.js';

// How the console shows times and ids, everywhere: an instant in local time to the second with the
// ISO time on hover, an id by its first 8 characters with the full id on hover and a copy button.

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The one way the console writes an instant: local time to the second, `2026-06-01 14:03:07`. The
 * ISO time it came as is on hover (Time, Prose). Text that is not a time is returned as it is.
 */
export function formatTime(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

export function Time(props: { at: string | null | undefined }) {
  if (!props.at) return <span class="muted">—</span>;
  return (
    <time dateTime={props.at} title={props.at}>
      {formatTime(props.at)}
    </time>
  );
}

/** Copies text to the clipboard: the Clipboard API where the page may use it (a secure context), else a selection. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): try the selection below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = 'offscreen';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}

/**
 * An id, shortened to its first 8 characters: the full id on hover, and a button that copies it.
 * With `href`, the shortened id is a link there (the button stays outside the link).
 */
export function ShortId(props: { id: string; href?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const said = copied === null ? `Copy ${props.id}` : copied ? `Copied ${props.id}` : 'Could not copy: select the id instead';
  return (
    <span class="id" data-id={props.id}>
      {props.href ? (
        <a href={props.href} onClick={onLinkClick}>
          <code title={props.id}>{props.id.slice(0, 8)}</code>
        </a>
      ) : (
        <code title={props.id}>{props.id.slice(0, 8)}</code>
      )}
      <button
        type="button"
        class={`copy${copied === null ? '' : copied ? ' copied' : ' failed'}`}
        title={said}
        aria-label={said}
        onClick={async () => setCopied(await copyText(props.id))}
      />
    </span>
  );
}

const UUID_OR_TIME =
  /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}(?::?\d{2})?))/gi;

/**
 * Server text (an availability explanation, a refusal's message) as the console shows ids and
 * times everywhere: each UUID shortened with its copy button, each ISO time in local time.
 */
export function Prose(props: { text: string }) {
  const parts: ComponentChildren[] = [];
  let last = 0;
  for (const match of props.text.matchAll(UUID_OR_TIME)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(props.text.slice(last, at));
    parts.push(match[1] ? <ShortId key={at} id={match[1].toLowerCase()} /> : <Time key={at} at={match[2]} />);
    last = at + match[0].length;
  }
  if (last < props.text.length) parts.push(props.text.slice(last));
  return <>{parts}</>;
}

/** The same for text that can hold no markup (a title attribute): its times in local time. */
export const localizeTimes = (text: string): string => text.replace(UUID_OR_TIME, (all, id) => (id ? all : formatTime(all)));
