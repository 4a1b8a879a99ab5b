/**
 * Which calls of the contract only read (docs/decisions/024). The service worker keeps the
 * last answer of a read as the offline fallback; a call that is not a read (an order, a
 * wish, a profile edit, a task completed, a recalculation, login) is never kept, queued or
 * replayed, and the HTTP client refuses to send it while the browser is offline.
 * Import-free: bundled into the worker and the pages.
 */

/** The list calls that read with a filter body (D3): POST, because the body is the query. */
export const POST_READS: readonly string[] = [
  '/api/loyalty/plan/result',
  '/api/loyalty/task/list',
  '/api/loyalty/award/list',
  '/api/loyalty/history/list',
  '/api/loyalty/order/list',
  '/api/loyalty/broadcast/participant/banner/list',
];

const API_PREFIX = '/api/loyalty/';

/**
 * The contract path of a URL ('/api/loyalty/group'), or null when it is not a call to the
 * API at `base` (D1: the configured base URL, empty for the site's own origin).
 */
export function apiPath(url: string, base: string, origin: string): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  const root = new URL(base || origin);
  if (target.origin !== root.origin) return null;
  const prefix = root.pathname.replace(/\/+$/, '');
  if (!target.pathname.startsWith(`${prefix}/`)) return null;
  return target.pathname.slice(prefix.length);
}

/** True for a call that only reads the participant's data: every GET, and the list POSTs. */
export function isApiRead(method: string, path: string | null): boolean {
  if (path === null || !path.startsWith(API_PREFIX)) return false;
  const verb = method.toUpperCase();
  if (verb === 'GET') return true;
  return verb === 'POST' && POST_READS.includes(path.replace(/\/+$/, ''));
}

/** True for a call that may change something on the server: it needs a connection. */
export const isChange = (method: string, path: string | null): boolean =>
  path !== null && method.toUpperCase() !== 'GET' && method.toUpperCase() !== 'HEAD' && !isApiRead(method, path);
