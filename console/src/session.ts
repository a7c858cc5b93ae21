import { createContext } from 'preact';
import { useContext, useEffect, useRef } from 'preact/hooks';
import { Api } from './api.js';
import { ViewerDocument } from './documents.js';
import type { ConsoleViewerQuery } from './gql/graphql.js';
import { type LedgerEvent, LedgerStream } from './live.js';

export type Viewer = ConsoleViewerQuery['viewer'];
export type Role = Viewer['role'];

export interface Session {
  api: Api;
  viewer: Viewer;
  stream: LedgerStream;
}

/** Checks the token with the `viewer` query, and starts the live stream after the ledger's head as that query saw it. */
export async function signIn(token: string): Promise<Session> {
  const api = new Api(token);
  const data = await api.request(ViewerDocument, {});
  const head = data.events.edges[0]?.node.seq ?? 0;
  return { api, viewer: data.viewer, stream: new LedgerStream(api, head) };
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in page');
  return session;
}

/**
 * Calls `onChange` (at most every 250 ms, with the events since the last call) for each ledger event
 * `filter` accepts; the page refetches what those events changed.
 */
export function useLedgerEvents(filter: (event: LedgerEvent) => boolean, onChange: (events: LedgerEvent[]) => void): void {
  const { stream } = useSession();
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };
  useEffect(() => {
    let pending: LedgerEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = stream.onEvent((event) => {
      if (!latest.current.filter(event)) return;
      pending.push(event);
      timer ??= setTimeout(() => {
        const events = pending;
        pending = [];
        timer = undefined;
        latest.current.onChange(events);
      }, 250);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [stream]);
}
