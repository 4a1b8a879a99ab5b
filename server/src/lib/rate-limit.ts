/**
 * A fixed-window counter per key, in memory. Enough for one reference-server process;
 * a fleet would keep it in the database or a shared cache.
 */
export function createRateLimiter(opts: { limit: number; windowMs: number; now: () => number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Seconds until the key may try again, or 0 when it is under the limit. */
    retryAfter(key: string): number {
      const w = windows.get(key);
      if (!w || opts.now() - w.start >= opts.windowMs) return 0;
      return w.count >= opts.limit ? Math.ceil((w.start + opts.windowMs - opts.now()) / 1000) : 0;
    },
    hit(key: string) {
      const now = opts.now();
      const w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs) windows.set(key, { start: now, count: 1 });
      else w.count++;
      if (windows.size > 10_000) {
        for (const [k, v] of windows) if (now - v.start >= opts.windowMs) windows.delete(k);
      }
    },
    reset(key: string) {
      windows.delete(key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
