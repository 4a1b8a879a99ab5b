/**
 * The query cache's persistence (decisions 013, 014 and 021): what the session has shown,
 * kept in sessionStorage so the next page of the session shows it at once and then
 * revalidates it. Entries belong to the participant who stored them; anything
 * unreadable, foreign or of an old shape counts as absent. Each namespace keeps its
 * newest entries only. Login, logout and expiry wipe it all (wipeStored).
 *
 *   punkty.q:<namespace>|<key>  { v, owner, at, data }
 *   punkty.q#<namespace>        [keys, newest first]
 */
import { $session, ownerOf } from '../stores/session';
import { readKept, tabStorage as storage } from '../stores/tab-storage';

const ENTRY_PREFIX = 'punkty.q:';
const INDEX_PREFIX = 'punkty.q#';
const VERSION = 1;

export interface Stored {
  data: unknown;
  /** Date.now() when it was stored. */
  at: number;
}

const currentOwner = () => ownerOf($session.get().user) || null;
const namespaceOf = (key: string) => key.slice(0, Math.max(0, key.indexOf('|')));

function readIndex(s: Storage, namespace: string): string[] {
  const raw = readKept(INDEX_PREFIX + namespace, s);
  return Array.isArray(raw) ? raw.filter((k): k is string => typeof k === 'string') : [];
}

/** The stored entry of a key, when it is this participant's and of this version. */
export function readStored(key: string): Stored | null {
  const s = storage();
  const owner = currentOwner();
  if (!s || !owner) return null;
  const entry = readKept(ENTRY_PREFIX + key, s);
  if (!entry || typeof entry !== 'object') return null;
  const { v, owner: who, at, data } = entry as Record<string, unknown>;
  if (v !== VERSION || who !== owner || typeof at !== 'number' || data === undefined) return null;
  return { data, at };
}

/** Stores an answer; a namespace keeps its `maxEntries` newest keys. Larger than `maxChars`: not stored. */
export function writeStored(key: string, data: unknown, maxEntries: number, maxChars = Infinity): void {
  const s = storage();
  const owner = currentOwner();
  if (!s || !owner) return;
  const namespace = namespaceOf(key);
  try {
    const text = JSON.stringify({ v: VERSION, owner, at: Date.now(), data });
    if (text.length > maxChars) return;
    s.setItem(ENTRY_PREFIX + key, text);
    const index = [key, ...readIndex(s, namespace).filter((k) => k !== key)];
    for (const old of index.slice(maxEntries)) s.removeItem(ENTRY_PREFIX + old);
    s.setItem(INDEX_PREFIX + namespace, JSON.stringify(index.slice(0, maxEntries)));
  } catch {
    /* quota or disabled storage: the cache is only a speed-up */
  }
}

export function removeStored(key: string): void {
  const s = storage();
  if (!s) return;
  try {
    s.removeItem(ENTRY_PREFIX + key);
    const namespace = namespaceOf(key);
    const index = readIndex(s, namespace);
    if (index.includes(key)) s.setItem(INDEX_PREFIX + namespace, JSON.stringify(index.filter((k) => k !== key)));
  } catch {
    /* ignore */
  }
}

/** Every stored key of every namespace (for invalidation by a selector). */
export function storedKeys(): string[] {
  const s = storage();
  if (!s) return [];
  const keys: string[] = [];
  try {
    for (let i = 0; i < s.length; i++) {
      const name = s.key(i);
      if (name?.startsWith(INDEX_PREFIX)) keys.push(...readIndex(s, name.slice(INDEX_PREFIX.length)));
    }
  } catch {
    /* ignore */
  }
  return keys;
}

/** Removes every stored answer (login, logout, expiry: D14). */
export function wipeStored(): void {
  const s = storage();
  if (!s) return;
  try {
    const names: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const name = s.key(i);
      if (name?.startsWith(ENTRY_PREFIX) || name?.startsWith(INDEX_PREFIX)) names.push(name);
    }
    for (const name of names) s.removeItem(name);
  } catch {
    /* ignore */
  }
}
