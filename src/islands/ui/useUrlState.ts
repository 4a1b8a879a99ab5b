import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import { LAYERS_EVENT, leaveLayer, openLayer } from '../../lib/navigation/layers';

interface UrlStateOptions<T> {
  /** The state the query holds (bad values already replaced by defaults). */
  read(params: URLSearchParams): T;
  /** The query that shows `state`: a query string, or `params` (the current query) changed. */
  write(state: T, params: URLSearchParams): URLSearchParams | string;
  /** Called once, right after the URL was read (e.g. to fill a search box or show a note). */
  onRead?(state: T): void;
  /**
   * Whether the state shows a layer (a sheet in the address, ?zadanie=): opening it adds a
   * history entry, so Back closes it (lib/navigation/layers.ts); the address a page opens
   * with stays its own entry.
   */
  layer?(state: T): boolean;
}

/** The address that shows `state`. */
function addressOf<T>({ write }: UrlStateOptions<T>, state: T): string {
  const written = write(state, new URLSearchParams(location.search));
  // A string is used as written (it may keep characters such as ',' readable).
  const query = typeof written === 'string' ? written.replace(/^\?/, '') : written.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/**
 * State kept in the URL's query, so a reload or a shared link shows the same screen. The
 * static HTML knows no URL: the state is null until the island has hydrated and read the
 * URL once; from then on every change is written back with replaceState (no history
 * entry per click), but for opening a layer (`layer`), which Back closes: Back and
 * Forward between the page's own entries read the address again. The setter does nothing
 * before the URL is read.
 */
export function useUrlState<T>(options: UrlStateOptions<T>): [T | null, (action: SetStateAction<T>) => void] {
  const [state, setState] = useState<T | null>(null);
  // The latest callbacks, so callers may pass inline functions without re-running the effects.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // What the address showed last, to tell a layer opening or closing.
  const shown = useRef<T | null>(null);
  const current = useRef<T | null>(null);

  useEffect(() => {
    const read = latest.current.read(new URLSearchParams(location.search));
    shown.current = read;
    setState(read);
    latest.current.onRead?.(read);
    // Back or Forward between this page's own entries (a layer closed or opened again). A
    // state with no layers of its own keeps what it shows: the entry Back returned to predates
    // what was chosen in a drawer (useLayer), so the address takes the state again.
    const reread = () => {
      if (!latest.current.layer) {
        if (current.current !== null)
          history.replaceState(history.state, '', addressOf(latest.current, current.current));
        return;
      }
      const next = latest.current.read(new URLSearchParams(location.search));
      shown.current = next;
      setState(next);
    };
    document.addEventListener(LAYERS_EVENT, reread);
    return () => document.removeEventListener(LAYERS_EVENT, reread);
  }, []);

  useEffect(() => {
    current.current = state;
    if (state === null) return;
    const url = addressOf(latest.current, state);
    const layer = latest.current.layer;
    const was = shown.current !== null && layer ? layer(shown.current) : false;
    const is = layer ? layer(state) : false;
    shown.current = state;
    if (is && !was) openLayer(url);
    else if (!is && was && leaveLayer())
      return; // Back to the entry before the layer
    else if (url !== `${location.pathname}${location.search}${location.hash}`)
      history.replaceState(history.state, '', url);
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
