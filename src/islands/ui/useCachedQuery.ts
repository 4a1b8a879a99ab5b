import { useCallback, useEffect, useRef, useState } from 'react';
import { readCache, writeCache } from '../../lib/cache/session-cache';
import { handleError } from '../../lib/errors';
import { isAbort } from './isAbort';

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CachedQuery<T> {
  data: T | null;
  status: QueryStatus;
  /** Data is on screen and a newer answer is on its way (cache shown first, or a filter changed). */
  refreshing: boolean;
  /** The Polish text of the last failure, for the inline error state. */
  error: string | null;
  retry(): void;
}

interface Options<T> {
  namespace: string;
  /** Changing the key loads again; null: nothing to load yet (e.g. before the URL is read). */
  queryKey: string | null;
  fetcher: (signal: AbortSignal) => Promise<T>;
  /** Checks what the session cache holds before it is shown. */
  parse: (data: unknown) => T | null;
}

/**
 * Loads data for a key: the session cache's copy first when there is one (a participant
 * coming back sees it at once), then the API's answer. While a new key loads, the old
 * data stays on screen (marked refreshing), so lists never collapse into skeletons and
 * back. A failure goes through the central handler; retry() tries again. After a failure
 * `data` is only ever this key's own (cached) answer, never the previous key's.
 */
export function useCachedQuery<T>({ namespace, queryKey, fetcher, parse }: Options<T>): CachedQuery<T> {
  const [data, setData] = useState<T | null>(null);
  const [status, setStatus] = useState<QueryStatus>('idle');
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const dataRef = useRef<T | null>(null);
  /** The key the data on screen belongs to. */
  const dataKey = useRef<string | null>(null);
  const parseRef = useRef(parse);
  parseRef.current = parse;

  useEffect(() => {
    if (queryKey === null) return;
    const controller = new AbortController();
    const cached = readCache(namespace, queryKey, parseRef.current);
    if (cached !== null) {
      dataRef.current = cached;
      dataKey.current = queryKey;
      setData(cached);
    }
    const hasData = dataRef.current !== null;
    setStatus(hasData ? 'ready' : 'loading');
    setRefreshing(hasData);
    setError(null);

    fetcherRef.current(controller.signal).then(
      (fresh) => {
        if (controller.signal.aborted) return;
        writeCache(namespace, queryKey, fresh);
        dataRef.current = fresh;
        dataKey.current = queryKey;
        setData(fresh);
        setStatus('ready');
        setRefreshing(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted || isAbort(failure)) return;
        // Another query's data must not pass for this one's: show the error state instead.
        if (dataKey.current !== queryKey) {
          dataRef.current = null;
          dataKey.current = null;
          setData(null);
        }
        setError(handleError(failure));
        setStatus('error');
        setRefreshing(false);
      },
    );
    return () => controller.abort();
  }, [namespace, queryKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, status, refreshing, error, retry };
}
