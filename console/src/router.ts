import { useEffect, useState } from 'preact/hooks';

// Client-side routes under /console/ (the server answers every such path with index.html).

export const BASE = '/console';

export type Route =
  | { page: 'assignments' }
  | { page: 'assignment'; id: string }
  | { page: 'ledger' }
  | { page: 'admin' }
  | { page: 'not-found' };

export function parseRoute(pathname: string): Route {
  const path = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0 || (parts.length === 1 && parts[0] === 'assignments')) return { page: 'assignments' };
  if (parts.length === 2 && parts[0] === 'assignments') return { page: 'assignment', id: decodeURIComponent(parts[1]!) };
  if (parts.length === 1 && parts[0] === 'ledger') return { page: 'ledger' };
  if (parts.length === 1 && parts[0] === 'admin') return { page: 'admin' };
  return { page: 'not-found' };
}

export const hrefFor = {
  assignments: () => `${BASE}/`,
  assignment: (id: string) => `${BASE}/assignments/${encodeURIComponent(id)}`,
  ledger: () => `${BASE}/ledger`,
  admin: () => `${BASE}/admin`,
};

export function navigate(href: string): void {
  if (href === location.pathname + location.search) return;
  history.pushState(null, '', href);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.pathname));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.pathname));
    addEventListener('popstate', update);
    return () => removeEventListener('popstate', update);
  }, []);
  return route;
}

/** A link handled in the page: a plain click navigates without a reload; modified clicks keep the browser's meaning. */
export function onLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.currentTarget as HTMLAnchorElement;
  event.preventDefault();
  navigate(anchor.pathname + anchor.search);
}
