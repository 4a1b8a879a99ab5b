/**
 * The participant's answers the service worker keeps (docs/decisions/024) go when the
 * session does: logout and expiry (D14), like the session cache. Login deletes them with
 * every other cache (auth.ts deleteCaches).
 */
import { API_CACHE } from './names';

export async function forgetParticipantAnswers(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(API_CACHE);
  } catch {
    /* a browser that refuses (private mode) kept nothing */
  }
}
