import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useMemo, useRef } from 'react';
import { errorText } from '../../lib/errors';
import type { FetcherStore } from '../../lib/query/query';

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface QueryView<T> {
  data: T | null;
  status: QueryStatus;
  /** Data is on screen and a newer answer is on its way (cache shown first, or a filter changed). */
  refreshing: boolean;
  /** The Polish text of the last failure, for the inline error state (the toast already showed it). */
  error: string | null;
  /** The last failure itself, for a state of its own (statusOf: a 404 is "no such thing"). */
  failure: unknown;
  retry(): void;
}

const NOTHING = atom({ loading: false });

/**
 * An island's view of a fetcher store (src/lib/query): while a new key loads, the last
 * key's data stays on screen (marked refreshing), so lists never collapse into skeletons
 * and back; if the new key fails, its error shows instead — never the previous key's data
 * under new filters (decision 014). `null`: nothing to ask yet.
 */
export function useQuery<T>($store: FetcherStore<T> | null): QueryView<T> {
  const value = useStore(($store ?? NOTHING) as FetcherStore<T>);
  const shown = useRef<{ key: string | undefined; data: T } | null>(null);
  const key = $store?.key;
  if (value.data !== undefined) shown.current = { key, data: value.data };
  else if (!value.loading || !$store || key === undefined) shown.current = null;

  const error = useMemo(() => (value.error === undefined ? null : errorText(value.error)), [value.error]);
  const retry = useCallback(() => $store?.revalidate(), [$store]);

  const data = value.data ?? shown.current?.data ?? null;
  const status: QueryStatus =
    data !== null ? 'ready' : error !== null ? 'error' : value.loading ? 'loading' : $store && key ? 'loading' : 'idle';
  return { data, status, refreshing: data !== null && value.loading, error, failure: value.error, retry };
}
