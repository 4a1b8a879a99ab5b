import { useSyncExternalStore } from 'react';

/**
 * The page's path, following the client-side router (D17): an island that persists across
 * navigations (the top bar's) re-renders when the router has swapped in another page.
 */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.pathname,
    () => '',
  );
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener('astro:after-swap', onChange);
  return () => document.removeEventListener('astro:after-swap', onChange);
}
