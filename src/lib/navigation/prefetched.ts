/**
 * The pages fetched ahead (prefetch.ts, loaded once the page has loaded), which the router's
 * loader (loader.ts, there from the start) takes when the tap comes. A page is kept by the
 * static file that answers it (decision 002): every award's address is answered by one file,
 * and a search changes nothing in it. So one fetch serves every card of the catalogue, and a
 * page seen earlier in the session swaps in again without asking.
 */
import { routeOf } from '../route-access';

/** Prefetched HTML is used within this time; it is static, but a deploy may replace it. */
export const KEEP_MS = 5 * 60_000;

export const pages = new Map<string, { at: number; html: Promise<string | null> }>();

/** The static page a URL is answered with: its route, or its path when it is no route of ours. */
export function keyOf(url: URL): string {
  const path = url.pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';
  return routeOf(path) ?? path;
}

/** The prefetched HTML of `url`; undefined when there is none (or it is stale). */
export function takePrefetched(url: URL): Promise<string | null> | undefined {
  const entry = pages.get(keyOf(url));
  return entry && performance.now() - entry.at < KEEP_MS ? entry.html : undefined;
}
