/**
 * A deploy must not break a page of the old build that is still open: its lazy chunks
 * (a dialog, the carousel) are asked for after the new worker has taken over, and the
 * CDN may no longer have them. When a new build installs, the hashed files of the build
 * it replaces that it does not carry itself move to a cache of their own, which answers
 * such requests until the next build replaces it in turn (docs/decisions/024).
 */
import { PREVIOUS_BUILD_CACHE, STATIC_CACHE } from '../lib/offline/names';

const isHashedAsset = (url: string) => new URL(url).pathname.startsWith('/_astro/');

/** At install: copy what the outgoing build has and the incoming one drops. */
export async function keepPreviousBuild(incoming: ReadonlySet<string>, storage: CacheStorage = caches): Promise<void> {
  if (!(await storage.has(STATIC_CACHE))) return; // the first install: no previous build
  const current = await storage.open(STATIC_CACHE);
  const dropped = (await current.keys()).filter((request) => isHashedAsset(request.url) && !incoming.has(request.url));
  if (dropped.length === 0) return; // the same files: what the cache holds still serves older pages
  await storage.delete(PREVIOUS_BUILD_CACHE);
  const previous = await storage.open(PREVIOUS_BUILD_CACHE);
  for (const request of dropped) {
    const response = await current.match(request);
    if (response) await previous.put(request, response);
  }
}

/** A hashed file of the previous build, or null. */
export async function previousBuildFile(request: Request, storage: CacheStorage = caches): Promise<Response | null> {
  if (!isHashedAsset(request.url) || !(await storage.has(PREVIOUS_BUILD_CACHE))) return null;
  return (await (await storage.open(PREVIOUS_BUILD_CACHE)).match(request)) ?? null;
}
