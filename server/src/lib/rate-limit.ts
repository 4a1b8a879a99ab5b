import type { Queryable } from '../db/types.ts';

/** The window of the login limits. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Fixed-window counters in the database (table login_limit), so every instance of the API
 * counts against the same limit. Counting and checking are one statement: parallel
 * attempts cannot all slip in under the limit.
 *
 * Counts one attempt against the key; answers the attempts counted in the window (this
 * one included) and the seconds to wait when that is over the limit, else 0.
 */
export async function countAttempt(
  q: Queryable,
  key: string,
  opts: { limit: number; windowMs: number; now: Date },
): Promise<{ count: number; wait: number }> {
  const windowOpenedBefore = new Date(opts.now.getTime() - opts.windowMs);
  const [row] = await q.query<{ window_start: Date | string; count: number }>(
    `insert into login_limit (key, window_start, count) values ($1, $2, 1)
     on conflict (key) do update set
       window_start = case when login_limit.window_start <= $3 then excluded.window_start else login_limit.window_start end,
       count = case when login_limit.window_start <= $3 then 1 else login_limit.count + 1 end
     returning window_start, count`,
    [key, opts.now, windowOpenedBefore],
  );
  if (row!.count <= opts.limit) return { count: row!.count, wait: 0 };
  const reopens = new Date(row!.window_start).getTime() + opts.windowMs;
  return { count: row!.count, wait: Math.max(1, Math.ceil((reopens - opts.now.getTime()) / 1000)) };
}

/** Takes back one attempt counted against the key (it was not a failure after all); a count back to 0 goes. */
export async function uncountAttempt(q: Queryable, key: string): Promise<void> {
  await q.query('delete from login_limit where key = $1 and count <= 1', [key]);
  await q.query('update login_limit set count = count - 1 where key = $1 and count > 1', [key]);
}

/** Forgets the key's attempts (a successful login). */
export async function clearAttempts(q: Queryable, key: string): Promise<void> {
  await q.query('delete from login_limit where key = $1', [key]);
}

/** Drops the counters whose window has closed. */
export async function pruneAttempts(q: Queryable, opts: { windowMs: number; now: Date }): Promise<void> {
  await q.query('delete from login_limit where window_start <= $1', [new Date(opts.now.getTime() - opts.windowMs)]);
}
