import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';

interface UrlStateOptions<T> {
  /** The state the query holds (bad values already replaced by defaults). */
  read(params: URLSearchParams): T;
  /** The query that shows `state`: a query string, or `params` (the current query) changed. */
  write(state: T, params: URLSearchParams): URLSearchParams | string;
  /** Called once, right after the URL was read (e.g. to fill a search box or show a note). */
  onRead?(state: T): void;
}

/**
 * State kept in the URL's query, so a reload or a shared link shows the same screen. The
 * static HTML knows no URL: the state is null until the island has hydrated and read the
 * URL once; from then on every change is written back with replaceState (no history
 * entry per click). The setter does nothing before the URL is read.
 */
export function useUrlState<T>(options: UrlStateOptions<T>): [T | null, (action: SetStateAction<T>) => void] {
  const [state, setState] = useState<T | null>(null);
  // The latest callbacks, so callers may pass inline functions without re-running the effects.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const read = latest.current.read(new URLSearchParams(location.search));
    setState(read);
    latest.current.onRead?.(read);
  }, []);

  useEffect(() => {
    if (state === null) return;
    const written = latest.current.write(state, new URLSearchParams(location.search));
    // A string is used as written (it may keep characters such as ',' readable).
    const query = typeof written === 'string' ? written.replace(/^\?/, '') : written.toString();
    const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    if (url !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', url);
  }, [state]);

  const update = useCallback((action: SetStateAction<T>) => {
    setState((current) =>
      current === null ? current : typeof action === 'function' ? (action as (prev: T) => T)(current) : action,
    );
  }, []);

  return [state, update];
}

/** A useState-like setter for one field of a useUrlState's state. */
export function useUrlField<T, K extends keyof T>(setState: (action: SetStateAction<T>) => void, key: K) {
  return useCallback(
    (next: SetStateAction<T[K]>) =>
      setState((state) => ({
        ...state,
        [key]: typeof next === 'function' ? (next as (previous: T[K]) => T[K])(state[key]) : next,
      })),
    [setState, key],
  );
}
