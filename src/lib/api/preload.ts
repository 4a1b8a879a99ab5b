import { preloadMap, requestKey } from '../preload/registry';
import { bodyText } from './request-body';

/**
 * An answer the inline preloader already asked for is taken over once, instead of
 * asking again; it is not used when older than this (a later call wants fresh data).
 */
export const PRELOAD_MAX_AGE_MS = 30_000;

/**
 * The preloaded answer of this request, or undefined. Each answer serves one call.
 * A call that changes data drops what is left, so nothing read before a change is
 * shown after it: every preloaded POST is a read (a list), so a POST, PUT or DELETE
 * to an address the preloader did not ask is a change.
 */
export async function takePreloaded(request: Request): Promise<Response | undefined> {
  const map = typeof window === 'undefined' ? undefined : preloadMap();
  if (!map) return undefined;
  const keys = Object.keys(map);
  if (keys.length === 0) return undefined;
  const body = await bodyText(request);
  const key = requestKey(request.method, request.url, body);
  const entry = map[key];
  if (!entry) {
    const read = request.method === 'GET' || keys.some((k) => k.split(' ')[1] === request.url);
    if (!read) for (const k of keys) delete map[k];
    return undefined;
  }
  delete map[key];
  if (performance.now() - entry.at > PRELOAD_MAX_AGE_MS) return undefined;
  await entry.followUps?.catch(() => {});
  // A preload that failed (network) leaves the call to ask for itself.
  return entry.response.then(
    (response) => response.clone(),
    () => undefined,
  );
}

/** fetch for the HTTP client: the preloaded answer when there is one, else the network. */
export const fetchWithPreload: typeof fetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  return (await takePreloaded(request)) ?? fetch(input, init);
};
