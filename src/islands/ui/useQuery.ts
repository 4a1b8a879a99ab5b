import type { ReadableAtom } from 'nanostores';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { errorText } from '../../lib/errors';
import type { FetcherStore } from '../../lib/query/query';

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface QueryView<T> {
  data: T | null;
  status: QueryStatus;
  /**
   * Data of another key is on screen while this one loads (a filter changed), or this key's
   * was dropped by a change (invalidated): the list is dimmed and busy. A key's own answer
   * asked again (a page seen earlier) is shown as it is while the newer one comes.
   */
  refreshing: boolean;
  /** The Polish text of the last failure, for the inline error state (the toast already showed it). */
  error: string | null;
  /** The last failure itself, for a state of its own (statusOf: a 404 is "no such thing"). */
  failure: unknown;
  retry(): void;
}

type Value<T> = { data?: T; error?: unknown; loading: boolean };

/**
 * A store's value, with every change rendered as a transition: React renders a list that
 * has just arrived in slices between the browser's other work instead of in one long
 * task (a store read through useSyncExternalStore always renders at once), so a slow
 * phone stays responsive while a page fills (issue 16: blocking time).
 */
export function useTransitionStore<V>($store: ReadableAtom<V>): V {
  const [value, setValue] = useState(() => $store.get());
  useEffect(() => {
    setValue($store.get());
    return $store.listen((next) => startTransition(() => setValue(next)));
  }, [$store]);
  return value;
}

interface Shown<T> {
  data: T | null;
  /** An answer is on its way and none of this key's own is shown (a key's kept one asked again is not waited for). */
  waiting: boolean;
  error: unknown;
}

/**
 * What an island shows of a store's successive values: while a new key loads, the last
 * data stays (a list does not collapse into skeletons and back); once a key fails or
 * is dropped, only its own data counts (never the previous key's list under new filters).
 */
export function follow<T>(): (value: Value<T>) => Shown<T> {
  let last: T | null = null;
  return ({ data, loading, error }) => {
    if (data !== undefined) last = data;
    else if (!loading) last = null;
    return { data: data ?? (loading ? last : null), waiting: loading && data === undefined, error };
  };
}

/**
 * An island's view of a fetcher store (src/lib/query), each change rendered as a
 * transition (see useTransitionStore); decision 014's rules are `follow`'s. `null`:
 * nothing to ask yet (e.g. before the island has read the URL).
 */
export function useQuery<T>($store: FetcherStore<T> | null): QueryView<T> {
  const [shown, setShown] = useState<Shown<T>>(() => follow<T>()($store?.get() ?? { loading: false }));
  useEffect(() => {
    if (!$store) {
      setShown({ data: null, waiting: false, error: undefined });
      return;
    }
    const next = follow<T>();
    // A fetcher store calls a new listener at once with what it holds.
    return $store.listen((value) => startTransition(() => setShown(next(value))));
  }, [$store]);

  const error = useMemo(() => (shown.error === undefined ? null : errorText(shown.error)), [shown.error]);
  const retry = useCallback(() => $store?.revalidate(), [$store]);
  const { data, waiting } = shown;
  const status: QueryStatus =
    data !== null ? 'ready' : error !== null ? 'error' : waiting || $store?.key ? 'loading' : 'idle';
  return { data, status, refreshing: data !== null && waiting, error, failure: shown.error, retry };
}
