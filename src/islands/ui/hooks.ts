import { useEffect, useState } from 'react';

/** Whether a media query matches; false while rendering on the server and before hydration. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof matchMedia === 'undefined') return;
    const list = matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** True for the error of a request this island cancelled itself (a newer one replaced it). */
export const isAbort = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError';

/** A positive integer from the URL or a path segment, else null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
