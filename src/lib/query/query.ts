/**
 * The portal's one way to read the API (D16, docs/decisions/021): @nanostores/query over
 * the one ky client. Every answer a page shows comes from a fetcher store defined here or
 * in src/lib/<feature>/, keyed `<namespace>|<rest>`: one cache per key, shared by every
 * island of the page, deduplicated, kept for the session (cache.ts) and revalidated.
 * A failed read goes to the central handler (one toast per failed request) and stays in
 * the store for the island's inline error state. Mutations invalidate the keys they
 * change; login, logout and expiry wipe everything (wipeQueries).
 */
import { nanoquery, type FetcherStore } from '@nanostores/query';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { fetchRead } from '../api/fetch-read';
import type { Read } from '../api/read';
import { handleError, statusOf } from '../errors';
import { $session, ownerOf } from '../stores/session';
import { PersistedCache, persistNamespace, type NamespacePolicy } from './cache';

export type { FetcherStore };

/** Within this time a key is not asked again (several islands, one request). */
export const DEDUPE_MS = 4_000;

export const queryCache = new PersistedCache();

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  cache: queryCache,
  dedupeTime: DEDUPE_MS,
  cacheLifetime: Infinity,
  // The client already retries reads that failed on the network; a failure shows an
  // error state with a retry button instead of asking again behind the participant's back.
  onErrorRetry: null,
  onError: handleError,
});

export const SEPARATOR = '|';

/**
 * A thing asked for by its id that the API does not know (404: a withdrawn award, a stale
 * ?cel= or ?zadanie= link) is a state of the view that shows it ("Nie ma takiej nagrody"),
 * said there once: its query's onError is reportUnlessMissing (no toast for it), and the
 * view offers no retry, which cannot bring it back. Other failures go to the toast as usual.
 */
export const isMissing = (error: unknown) => statusOf(error) === 404;

export const reportUnlessMissing = (error: unknown) => {
  if (!isMissing(error)) handleError(error);
};

/** The key of a namespace's answer for `rest`: what invalidation and the persistence see. */
export const keyOf = (namespace: string, rest = '') => `${namespace}${SEPARATOR}${rest}`;

/** Every key of a namespace (for invalidateKeys / revalidateKeys). */
export const inNamespace =
  (...namespaces: string[]) =>
  (key: string) =>
    namespaces.some((ns) => key.startsWith(ns + SEPARATOR));

export interface QueryOptions<T> {
  /** Keep the answers for the next pages of the session, checked again by this parser. */
  persist?: Omit<NamespacePolicy, 'parse'> & { parse(data: unknown): T | null };
  /** How long an answer is fresh enough not to be asked again (default DEDUPE_MS; Infinity: never). */
  dedupeTime?: number;
  /** Asked without a session too (the account links of the logged-out pages). */
  public?: boolean;
  /** Instead of the central handler's toast (e.g. a popup that fails is simply not shown). */
  onError?: (error: unknown) => void;
}

const inBrowser = typeof window !== 'undefined';
const NO_KEY = atom<null>(null);
/** A part of every private key: nothing is asked without a session, and its end empties the stores. */
const $withSession = computed($session, (s) => (s.isLoggedIn ? '' : null));

/**
 * A fetcher store of one namespace. `key` is the rest of the key: a constant for a
 * single resource, or a store (null while there is nothing to ask yet, e.g. before the
 * URL has been read). `fetch` gets that rest and answers the parsed data. Nothing is
 * asked while the page is built on the server, nor without a session (unless public).
 */
export function defineQuery<T>(
  namespace: string,
  key: string | ReadableAtom<string | null>,
  fetch: (rest: string) => Promise<T>,
  options: QueryOptions<T> = {},
): FetcherStore<T> {
  if (options.persist) persistNamespace(namespace, options.persist);
  const gate = options.public ? [] : [$withSession];
  return createFetcherStore<T>([namespace + SEPARATOR, ...gate, inBrowser ? key : NO_KEY], {
    fetcher: (...parts) => fetch(parts.slice(1 + gate.length).join('')),
    ...(options.dedupeTime === undefined ? {} : { dedupeTime: options.dedupeTime }),
    ...(options.onError ? { onError: options.onError } : {}),
  });
}

/**
 * One fetcher store per value of a parameter (an image id, a plan id), made on first use
 * and shared by every island that asks for the same one.
 */
export function queryFamily<P extends string | number, T>(
  namespace: string,
  fetch: (param: P) => Promise<T>,
  toParam: (rest: string) => P,
  options: QueryOptions<T> = {},
): (param: P) => FetcherStore<T> {
  // Known before the first store is made: a change may reach answers of earlier pages first.
  if (options.persist) persistNamespace(namespace, options.persist);
  const stores = new Map<P, FetcherStore<T>>();
  return (param) => {
    let store = stores.get(param);
    if (!store) {
      store = defineQuery(namespace, String(param), (rest) => fetch(toParam(rest)), options);
      stores.set(param, store);
    }
    return store;
  };
}

/** A read's own answer policy (its declaration's `keep`) as a query's options. */
export function keptAs<T>(declaration: Read<never, T>): QueryOptions<T> {
  const { keep, parse } = declaration;
  if (!keep || !parse) return {};
  return {
    ...(keep.entries > 0 ? { persist: { maxEntries: keep.entries, maxChars: keep.maxChars, parse } } : {}),
    ...(keep.fresh === undefined ? {} : { dedupeTime: keep.fresh }),
  };
}

/** The text a read's input is keyed by, and back ('' for a read without one). */
const inputKey = (input: unknown) => (input === undefined ? '' : JSON.stringify(input));
const inputOf = <I>(rest: string) => (rest === '' ? undefined : JSON.parse(rest)) as I;

/**
 * The fetcher store of one read (src/lib/api/read.ts): asked with the input `$input` holds
 * (null: nothing to ask yet), kept as its declaration says.
 */
export function readQuery<I, T>(
  namespace: string,
  declaration: Read<I, T>,
  $input?: ReadableAtom<I | null>,
  options: QueryOptions<T> = {},
): FetcherStore<T> {
  const key = $input ? computed($input, (input) => (input === null ? null : inputKey(input))) : '';
  return defineQuery(namespace, key, (rest) => fetchRead(declaration, inputOf<I>(rest)), {
    ...keptAs(declaration as Read<never, T>),
    ...options,
  });
}

/** One fetcher store per input of a read (an award's id, a plan's id), as queryFamily. */
export function readFamily<I extends number, T>(
  namespace: string,
  declaration: Read<I, T>,
  options: QueryOptions<T> = {},
): (input: I) => FetcherStore<T> {
  return queryFamily(
    namespace,
    (input: I) => fetchRead(declaration, input),
    (rest) => inputOf<I>(rest),
    {
      ...keptAs(declaration as Read<never, T>),
      ...options,
    },
  );
}

/**
 * Asks for `stores` now and keeps them until the returned function is called. A page's own
 * script calls it as the page is shown (src/pages/*.astro, through onEveryVisit), before
 * React has downloaded: the answers the inline preloader started are taken over and
 * parsed at once, and the island that shows them finds them in the cache when it first
 * reads the URL, instead of asking only then.
 */
export function startNow(...stores: ReadableAtom<unknown>[]): () => void {
  const stops = stores.map((store) => store.listen(() => {}));
  return () => stops.forEach((stop) => stop());
}

/**
 * Forgets every answer, in memory and in the session's storage (login, logout, expiry).
 * Stores on screen keep what they show: the page is being left, or covered by the
 * session-expired overlay; asking again now would only send requests without a session.
 */
export function wipeQueries(): void {
  queryCache.clear();
}

// Login, logout and expiry (spec section 4, D14): no answer outlives the session it was
// asked in, and the next participant at a shared computer starts clean. A refreshed
// token of the same participant keeps everything.
$session.listen((now, before) => {
  if (now.isLoggedIn !== before?.isLoggedIn || ownerOf(now.user) !== ownerOf(before?.user)) wipeQueries();
});
