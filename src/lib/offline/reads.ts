/**
 * Which calls of the contract only read (docs/decisions/024), for the service worker: it
 * keeps the last answer of a read as the offline fallback; a call that is not a read (an
 * order, a wish, a profile edit, a task completed, a recalculation, login) is never kept,
 * queued or replayed. (The pages' HTTP client knows a read by its declaration, which
 * fetchRead names in ky's context: src/lib/api/client.ts.)
 */
import { AWARD_LIST } from '../api/awards';
import { BANNER_LIST } from '../api/broadcast';
import { HISTORY_LIST } from '../api/history';
import { ORDER_LIST } from '../api/orders';
import { PLAN_RESULTS } from '../api/plans';
import { TASK_LIST } from '../api/tasks';

/**
 * The list reads with a filter body (D3): POST, because the body is the query. Every GET
 * reads. read-paths.test.ts checks that each POST read declared in src/lib/api is here.
 */
export const POST_READS: readonly string[] = [
  PLAN_RESULTS,
  TASK_LIST,
  AWARD_LIST,
  HISTORY_LIST,
  ORDER_LIST,
  BANNER_LIST,
].map((declaration) => `/${String(declaration.path)}`);

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
