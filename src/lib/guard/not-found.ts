/**
 * guard.js's NOT_FOUND_KEY, written again rather than imported: guard.js shares a chunk with
 * the API client, and the login page (which shows this note) must not load that client before
 * the form is used (tests/e2e/budgets.spec.ts). not-found.test.ts keeps the two equal.
 */
export const NOT_FOUND_KEY = 'punkty.notFound';

/**
 * The unknown address the guard sent the visitor away from (guard.js keeps it for one page
 * load), taken once: the page they land on says why they are there (issue 28), as the
 * award page does for an award that is not there.
 */
export function takeNotFound(storage: Pick<Storage, 'getItem' | 'removeItem'> | null = safeSession()): string | null {
  if (!storage) return null;
  let path: string | null;
  try {
    path = storage.getItem(NOT_FOUND_KEY);
    storage.removeItem(NOT_FOUND_KEY);
  } catch {
    return null;
  }
  // Storage is untrusted: a path of printable characters only, shown as text.
  // eslint-disable-next-line no-control-regex
  if (typeof path !== 'string' || path.charAt(0) !== '/' || /[\u0000-\u001f\u007f]/.test(path)) return null;
  return path.length > 80 ? `${path.slice(0, 79)}…` : path;
}

function safeSession(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** What a logged-in participant reads on the page the unknown address led to. */
export const notFoundInApp = (path: string) =>
  `Adres „${path}” nie prowadzi do żadnej strony programu, więc otworzyliśmy tę stronę.`;

/** What a visitor reads on the login page. */
export const notFoundLoggedOut = (path: string) =>
  `Adres „${path}” nie prowadzi do żadnej strony programu. Zaloguj się, a otworzymy Twoje cele.`;
