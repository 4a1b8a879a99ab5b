/**
 * The redirect memory's writer (spec section 2): a page to come back to after the next
 * login. Apart from auth.ts so that the session-expired overlay, on every logged-in page,
 * does not load the login and logout code with it.
 */
import { TARGET_KEY, safeTarget } from '../guard/guard.js';

/** Remembers a page to come back to after the next login (only pages the guard protects). */
export function rememberTarget(pathAndQuery: string): void {
  const target = safeTarget(pathAndQuery);
  if (!target) return;
  try {
    sessionStorage.setItem(TARGET_KEY, target);
  } catch {
    /* storage blocked: the participant lands on /goals */
  }
}
