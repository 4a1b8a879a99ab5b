/**
 * The participant's answers the service worker keeps (docs/decisions/024) go when the
 * session does: logout and expiry (D14), like the session cache. Login deletes them with
 * every other cache (auth.ts deleteCaches).
 */
import { API_CACHE } from './names';

/**
 * How long logout waits for the deletion. Cache Storage can be slow to answer while the
 * service worker is busy (WebKit under load); the deletion goes on after this, and the
 * participant is not kept on the page for it.
 */
export const FORGET_TIMEOUT_MS = 1000;

export async function forgetParticipantAnswers(): Promise<void> {
  await Promise.race([
    // No Cache Storage (not a secure context) or a refusal (private mode): nothing was kept.
    globalThis.caches?.delete(API_CACHE).catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, FORGET_TIMEOUT_MS)),
  ]);
}
