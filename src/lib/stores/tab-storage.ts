/**
 * The one way the portal keeps values for the tab's session: sessionStorage, where the spec
 * keeps the session, the popup for the next page, the profile draft and the query cache. JSON
 * in and out; a browser that refuses storage (disabled, private mode, full) or a value that
 * is not JSON means "nothing kept", never an error.
 *
 * Not @nanostores/persistent: its storage engine is one for the whole app
 * (setPersistentEngine), and it keeps the catalogue filters in localStorage.
 */

/** sessionStorage, or null where the browser refuses it. */
export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The value kept under `key`: null when there is none, it is not JSON or storage is refused. */
export function readKept(key: string, storage = tabStorage()): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`, where the browser lets it. */
export function keep(key: string, value: unknown): void {
  try {
    tabStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    /* refused or full: nothing kept */
  }
}

export function forget(key: string): void {
  try {
    tabStorage()?.removeItem(key);
  } catch {
    /* refused: nothing was kept */
  }
}
