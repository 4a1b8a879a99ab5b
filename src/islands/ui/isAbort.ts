/** True for the error of a request the island cancelled itself (a newer one replaced it, or it unmounted). */
export const isAbort = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError';
