/**
 * A logged-in visitor on a page of the logged-out part (after login's reload above all)
 * is sent on within the document (spec section 2, D17): the inline guard hides the page and
 * names the target (SOFT_REDIRECT_GLOBAL); this takes it over, loads what the app needs
 * first (src/lib/auth/enter.ts) and replaces the entry with the target.
 */
import { SOFT_REDIRECT_GLOBAL } from '../guard/guard.js';

export function takeSoftRedirect(win: Window = window): string | null {
  const globals = win as unknown as Record<string, unknown>;
  const target = globals[SOFT_REDIRECT_GLOBAL];
  delete globals[SOFT_REDIRECT_GLOBAL];
  return typeof target === 'string' ? target : null;
}
