/**
 * The offline behaviour of a logged-in page (docs/decisions/024), started by the shell's page
 * script with the footer's note (OfflineNote.astro):
 * - once an answer on the page came from the service worker's cache, the note and the asking
 *   again when the connection is back (stale-note.ts) load; a page whose answers are all
 *   fresh never needs them (offline, the worker serves that module from its precache like
 *   the page itself);
 * - when the session ends (expiry, a refused refresh, another participant), the worker's
 *   kept answers go with it (D14; logout and login delete them themselves).
 */
import { $session, ownerOf } from '../stores/session';
import { forgetParticipantAnswers } from './caches';
import { $staleSince } from './stale';

export function startOfflinePage(note: HTMLElement): void {
  let loading = false;
  const stop = $staleSince.subscribe((since) => {
    if (since === null || loading) return;
    loading = true;
    import('./stale-note').then(
      ({ showStaleNote }) => {
        stop();
        showStaleNote(note);
      },
      () => (loading = false), // the next stale answer tries again
    );
  });
  $session.listen((now, before) => {
    if (before?.isLoggedIn && (!now.isLoggedIn || ownerOf(now.user) !== ownerOf(before.user)))
      void forgetParticipantAnswers();
  });
}
