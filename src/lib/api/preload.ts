import { preloadMap } from './preload-registry';

/**
 * An answer the inline preloader already asked for is taken over once, instead of
 * asking again; it is not used when older than this (a later call wants fresh data).
 */
export const PRELOAD_MAX_AGE_MS = 30_000;

/** The preloader's map, when this page has one. */
const map = () => (typeof window === 'undefined' ? undefined : preloadMap());

/**
 * The preloaded answer of the read with this key (read.ts' keyOfRequest), or undefined.
 * Each answer serves one call. A read the preloader has not asked for yet (the banner
 * list, asked only once the sections have come) leaves the others alone.
 */
export async function takePreloaded(readKey: string): Promise<Response | undefined> {
  const preloaded = map();
  const entry = preloaded?.[readKey];
  if (!preloaded || !entry) return undefined;
  delete preloaded[readKey];
  if (performance.now() - entry.at > PRELOAD_MAX_AGE_MS) return undefined;
  await entry.followUps?.catch(() => {});
  // A preload that failed (network) leaves the call to ask for itself.
  return entry.response.then(
    (response) => response.clone(),
    () => undefined,
  );
}

/** A call that changes data drops what is left: nothing read before a change is shown after it. */
export function dropPreloaded(): void {
  const preloaded = map();
  if (preloaded) for (const key of Object.keys(preloaded)) delete preloaded[key];
}
