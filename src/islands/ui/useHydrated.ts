import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false while React hydrates the static HTML, true from the next render on (and at once
 * for an island that was not rendered on the server). Islands rendered on the server
 * subscribe to their stores only then: a store that already holds data (the session's
 * cache) would not match the HTML (decision 021).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
