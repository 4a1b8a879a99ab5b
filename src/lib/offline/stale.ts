/**
 * Which answers on this page came from the service worker's cache instead of the network
 * (docs/decisions/024): the HTTP client reports every answer here; the shell's note
 * ("Offline — dane z 14:32") shows the oldest such time while any request's latest
 * answer is a kept one. A fresh answer to the same request takes its entry away.
 */
import { atom, computed } from 'nanostores';
import { STORED_AT_HEADER } from './names';

/** Request key (method, URL, body) → when the network gave the answer shown (ms). */
export const $staleAnswers = atom<Readonly<Record<string, number>>>({});

/** The oldest time of the answers shown from the cache, or null when all are fresh. */
export const $staleSince = computed($staleAnswers, (answers) => {
  const times = Object.values(answers);
  return times.length ? Math.min(...times) : null;
});

/** When the worker kept this answer (ms), or null for an answer from the network. */
export function storedAt(response: Response): number | null {
  const value = Number(response.headers.get(STORED_AT_HEADER));
  return response.headers.has(STORED_AT_HEADER) && Number.isFinite(value) && value > 0 ? value : null;
}

/** Bumped whenever the kept answers are forgotten: an answer asked before then is out of date. */
let epoch = 0;
const asked = new Map<string, number>();

/** Called by the HTTP client as it sends a read. */
export function noteAsked(key: string): void {
  asked.set(key, epoch);
}

/** Called by the HTTP client with each answer of a read. */
export function noteAnswer(key: string, response: Response): void {
  const at = storedAt(response);
  const answers = $staleAnswers.get();
  if (at !== null) {
    // Asked before the connection came back: the page is asking it again right now.
    if ((asked.get(key) ?? epoch) < epoch) return;
    if (answers[key] !== at) $staleAnswers.set({ ...answers, [key]: at });
  } else if (key in answers) {
    const rest = { ...answers };
    delete rest[key];
    $staleAnswers.set(rest);
  }
}

/** Forgets them all, and the kept answers still on their way (the connection is back and the page asks again). */
export function forgetStale(): void {
  epoch++;
  if (Object.keys($staleAnswers.get()).length) $staleAnswers.set({});
}
