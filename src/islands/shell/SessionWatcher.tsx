import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { rememberTarget } from '../../lib/auth/auth';
import { HOME_ROUTE } from '../../lib/guard/guard.js';
import { $sessionExpired, startSessionWatcher } from '../../lib/stores/watcher';
import '../ui/button.css';
import '../ui/forms.css';
import './session-watcher.css';

export const EXPIRED_TEXT = 'Czas ważności sesji wygasł — dla bezpieczeństwa Twojego konta wylogowaliśmy Cię.';

/** Back to this very page after the next login, through the login page. */
export function logInAgain(): void {
  rememberTarget(location.pathname + location.search);
  location.assign(HOME_ROUTE);
}

/**
 * On every logged-in page, persisting across client-side navigations (D17): runs the
 * session watcher (stores/watcher.ts) and, when the session has run out, covers the page
 * with a modal that offers to log in again.
 */
export default function SessionWatcher() {
  const expired = useStore($sessionExpired);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => startSessionWatcher(), []);

  useEffect(() => {
    const d = dialog.current;
    if (expired && d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
  }, [expired]);

  if (!expired) return null;
  return (
    <dialog
      ref={dialog}
      className="session-expired"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      // The page behind is no longer usable: Escape must not close this.
      onCancel={(event) => event.preventDefault()}
    >
      <p className="session-expired__title" id={`${id}-title`}>
        {EXPIRED_TEXT}
      </p>
      <p id={`${id}-hint`}>Zaloguj się ponownie, a wrócisz na tę stronę.</p>
      <button type="button" className="ui-btn ui-btn--primary ui-btn--large" autoFocus onClick={logInAgain}>
        Zaloguj się ponownie
      </button>
    </dialog>
  );
}
