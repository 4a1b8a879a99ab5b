/**
 * The pages fetched ahead (prefetch.ts, loaded once the page has loaded), which the router's
 * loader (loader.ts, there from the start) takes when the tap comes.
 */

/** Prefetched HTML is used within this time; it is static, but a deploy may replace it. */
export const KEEP_MS = 5 * 60_000;

export const pages = new Map<string, { at: number; html: Promise<string | null> }>();

export const keyOf = (url: URL) => url.pathname + url.search;

/** The prefetched HTML of `url`, taken once; undefined when there is none (or it is stale). */
export function takePrefetched(url: URL): Promise<string | null> | undefined {
  const entry = pages.get(keyOf(url));
  pages.delete(keyOf(url));
  return entry && performance.now() - entry.at < KEEP_MS ? entry.html : undefined;
}
