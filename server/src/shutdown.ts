import type { Server } from 'node:http';

/** The exit code when the deadline passed and open requests were cut off (0: every request finished). */
export const EXIT_FORCED = 3;

/** How long the database may take to close once the connections are gone. */
const DATABASE_CLOSE_GRACE_MS = 2_000;

/**
 * Stops accepting connections, lets the requests in flight finish, and closes each
 * keep-alive connection as soon as it falls idle. At the deadline the remaining
 * connections are cut. Resolves `forced: true` when it had to cut any.
 */
export async function closeHttp(server: Server, deadlineMs: number): Promise<{ forced: boolean }> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => (timer = setTimeout(() => resolve('deadline'), deadlineMs)));
  const outcome = await Promise.race([closed.then(() => 'closed' as const), deadline]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (outcome === 'deadline') {
    server.closeAllConnections();
    await closed;
  }
  return { forced: outcome === 'deadline' };
}

/**
 * Closes the database, but waits no longer than a short grace: after a forced stop a
 * handler may still hold a connection. Leaving without closing is what a crash does,
 * which both databases survive (and the stale lock is taken over at the next start).
 */
export async function closeDatabase(close: () => Promise<void>): Promise<{ closed: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_CLOSE_GRACE_MS)));
  const closed = await Promise.race([close().then(() => true), grace]);
  clearTimeout(timer);
  return { closed };
}

/**
 * On the first SIGTERM or SIGINT: stop (after the drain delay, within the deadline), then
 * exit 0, or EXIT_FORCED when cut short. A second signal ends the process at once.
 */
export function exitOnSignals(
  stop: () => Promise<{ forced: boolean }>,
  { delayS, timeoutS: deadlineS }: { delayS: number; timeoutS: number },
) {
  const onSignal = (signal: NodeJS.Signals) => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    console.log(
      delayS > 0
        ? `${signal}: not ready any more; serving for ${delayS} s more, then stopping; open requests will have ${deadlineS} s to finish…`
        : `${signal}: stopping; open requests have ${deadlineS} s to finish…`,
    );
    stop().then(
      ({ forced }) => {
        if (forced) console.log(`Stopped after ${deadlineS} s with requests still open: they were cut off.`);
        process.exit(forced ? EXIT_FORCED : 0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
