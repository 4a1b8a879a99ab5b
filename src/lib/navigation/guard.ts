/**
 * The access guard and the redirect memory on a client-side navigation (spec section 2,
 * D17): the decision of a full load (src/lib/guard/guard.js), made for the next page
 * before the router fetches it, so a page the visitor may not see is never shown. The
 * router then goes where the decision says, within the document.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { SESSION_KEY, applyDecision } from '../guard/guard.js';

function storedSession(): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

export function guardNavigation(event: TransitionBeforePreparationEvent): void {
  const decision = applyDecision(window, event.to.pathname, event.to.search);
  if (!decision.redirect) return;
  // A session that ran out since the watcher's last check ends as at expiry (D14: the target stays).
  if (!decision.loggedIn && storedSession())
    void import('../stores/session').then(({ clearSession }) => clearSession('expired'));
  event.to = new URL(decision.redirect, location.href);
}
