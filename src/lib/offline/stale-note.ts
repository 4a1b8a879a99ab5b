/**
 * A logged-in page whose answers came from the service worker's cache (docs/decisions/024),
 * loaded by page.ts only then:
 * - the note: while any answer on the page came from the cache, the footer says so and
 *   from when ("Offline — dane z 14:32");
 * - when the connection comes back, the page's data is asked again, and again after a
 *   pause while the answers still come from the cache.
 */
import { preloadMap } from '../api/preload-registry';
import { revalidateKeys } from '../query/query';
import { NOTE_HINT, offlineNoteText } from './note';
import { $staleSince, forgetStale } from './stale';

async function render(element: HTMLElement, since: number | null): Promise<void> {
  if (since === null) {
    element.replaceChildren();
    return;
  }
  // Loaded only when there is a note to show: offline it comes from the worker's precache.
  const { formatDateTime, warsawDay } = await import('../format/date');
  if ($staleSince.get() !== since) return; // a newer state has rendered meanwhile
  const text = document.createElement('strong');
  text.textContent = offlineNoteText(since, Date.now(), navigator.onLine, { dateTime: formatDateTime, day: warsawDay });
  const hint = document.createElement('span');
  hint.textContent = NOTE_HINT;
  element.replaceChildren(text, ' ', hint);
}

/**
 * While the browser is online but answers still come from the cache (the server was not
 * reached: down, or the connection came back a moment ago), the page asks again after a
 * pause, longer each time, until the answers are fresh.
 */
const RETRY_MS = [3000, 10_000, 30_000, 60_000];
let retries = 0;
let retry: ReturnType<typeof setTimeout> | undefined;

/** Drops what came from the cache and asks for every answer on the page again. */
function askAgain(): void {
  // Answers the inline preloader got from the cache must not be taken over now.
  const preloaded = preloadMap();
  for (const key of Object.keys(preloaded ?? {})) delete preloaded![key];
  forgetStale();
  void revalidateKeys(() => true);
}

function retryLater(): void {
  if (retry !== undefined) return;
  retry = setTimeout(
    () => {
      retry = undefined;
      if ($staleSince.get() === null) retries = 0;
      else if (navigator.onLine) askAgain();
    },
    RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)],
  );
}

export function showStaleNote(note: HTMLElement): void {
  $staleSince.subscribe((since) => {
    void render(note, since).catch(() => {});
    if (since !== null) retryLater();
  });
  window.addEventListener('offline', () => void render(note, $staleSince.get()).catch(() => {}));
  window.addEventListener('online', () => {
    if ($staleSince.get() === null) return;
    retries = 0;
    askAgain();
  });
}
