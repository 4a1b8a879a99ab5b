/**
 * Changes answers the cache already holds, where an action's answer says exactly what
 * changed (a wish, a resent voucher): every store showing them follows at once and
 * nothing is asked again. Keys the page has not shown yet are left alone.
 */
import { mutateCache, queryCache } from '../query/query';

export function updateCached<T>(select: (key: string) => boolean, change: (data: T) => T): void {
  for (const key of [...queryCache.keys()]) {
    if (!select(key)) continue;
    const data = queryCache.get(key)?.data as T | undefined;
    if (data === undefined) continue;
    const changed = change(data);
    if (changed !== data) mutateCache(key, changed);
  }
}
