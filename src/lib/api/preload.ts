import { apiPath, isChange } from '../offline/reads';
import { preloadMap, requestKey } from './preload-registry';
import { bodyText } from './request-body';

/**
 * An answer the inline preloader already asked for is taken over once, instead of
 * asking again; it is not used when older than this (a later call wants fresh data).
 */
export const PRELOAD_MAX_AGE_MS = 30_000;

/**
 * The preloaded answer of this request, or undefined. Each answer serves one call.
 * A call that changes data (`changes`, by the contract's list of reads in
 * offline/reads.ts) drops what is left, so nothing read before a change is shown after
 * it. A read the preloader has not asked for yet (the banner list, asked only once the
 * sections have come) is no change and leaves the others alone.
 */
export async function takePreloaded(request: Request, changes: boolean): Promise<Response | undefined> {
  const map = typeof window === 'undefined' ? undefined : preloadMap();
  if (!map) return undefined;
  if (changes) {
    for (const key of Object.keys(map)) delete map[key];
    return undefined;
  }
  if (Object.keys(map).length === 0) return undefined;
  const key = requestKey(request.method, request.url, await bodyText(request));
  const entry = map[key];
  if (!entry) return undefined;
  delete map[key];
  if (performance.now() - entry.at > PRELOAD_MAX_AGE_MS) return undefined;
  await entry.followUps?.catch(() => {});
  // A preload that failed (network) leaves the call to ask for itself.
  return entry.response.then(
    (response) => response.clone(),
    () => undefined,
  );
}

/**
 * fetch for the HTTP client of the API at `base` (empty: the site's origin): the
 * preloaded answer when there is one, else the network.
 */
export function fetchWithPreload(base: string, origin: string): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const changes = isChange(request.method, apiPath(request.url, base, origin));
    return (await takePreloaded(request, changes)) ?? fetch(input, init);
  };
}
