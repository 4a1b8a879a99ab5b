import { $session } from '../stores/session';

/**
 * What a list showed last time, kept in sessionStorage so a participant who comes back
 * to a page sees it at once (then it is revalidated). Entries belong to the user who
 * stored them; anything unreadable, foreign or of an old shape counts as absent.
 * Each namespace keeps its newest MAX_ENTRIES entries.
 */

const PREFIX = 'punkty.cache.';
const VERSION = 1;
export const MAX_ENTRIES = 12;

interface Entry {
  v: number;
  owner: string;
  at: number;
  data: unknown;
}

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** Who the cache belongs to: the logged-in user, or nobody (then nothing is cached). */
function owner(): string | null {
  const user = $session.get().user;
  if (!user) return null;
  const name = user.username ?? user.participantId;
  return typeof name === 'string' || typeof name === 'number' ? String(name) : null;
}

const indexKey = (namespace: string) => `${PREFIX}${namespace}`;
const entryKey = (namespace: string, key: string) => `${PREFIX}${namespace}:${key}`;

function readIndex(s: Storage, namespace: string): string[] {
  try {
    const raw: unknown = JSON.parse(s.getItem(indexKey(namespace)) ?? '[]');
    return Array.isArray(raw) ? raw.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** The stored value for `key`, parsed by `parse`, or null. */
export function readCache<T>(namespace: string, key: string, parse: (data: unknown) => T | null): T | null {
  const s = storage();
  const who = owner();
  if (!s || !who) return null;
  try {
    const entry = JSON.parse(s.getItem(entryKey(namespace, key)) ?? 'null') as Partial<Entry> | null;
    if (!entry || typeof entry !== 'object' || entry.v !== VERSION || entry.owner !== who) return null;
    return parse(entry.data);
  } catch {
    return null;
  }
}

export function writeCache(namespace: string, key: string, data: unknown): void {
  const s = storage();
  const who = owner();
  if (!s || !who) return;
  try {
    const entry: Entry = { v: VERSION, owner: who, at: Date.now(), data };
    s.setItem(entryKey(namespace, key), JSON.stringify(entry));
    const index = [key, ...readIndex(s, namespace).filter((k) => k !== key)];
    for (const old of index.slice(MAX_ENTRIES)) s.removeItem(entryKey(namespace, old));
    s.setItem(indexKey(namespace), JSON.stringify(index.slice(0, MAX_ENTRIES)));
  } catch {
    /* quota or disabled storage: the cache is only a speed-up */
  }
}

/** Forgets a namespace (e.g. after a task was completed, every cached task list is stale). */
export function clearCache(namespace: string): void {
  const s = storage();
  if (!s) return;
  try {
    for (const key of readIndex(s, namespace)) s.removeItem(entryKey(namespace, key));
    s.removeItem(indexKey(namespace));
  } catch {
    /* ignore */
  }
}
