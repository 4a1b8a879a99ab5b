/**
 * The browser checks for a new service worker on every page load; inside a session the
 * router loads none. So every client-side navigation asks (at most once a minute): once
 * a deploy's worker has taken over, the next page comes from the new build, which the
 * router loads as a whole page (build.ts).
 */
const CHECK_EVERY_MS = 60_000;
let last = 0;

export function checkForNewBuild(): void {
  const now = Date.now();
  if (now - last < CHECK_EVERY_MS || !('serviceWorker' in navigator)) return;
  last = now;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.update())
    .catch(() => {});
}
