/**
 * The Map that @nanostores/query keeps its entries in, backed by the session's storage
 * (storage.ts): a key the page has not fetched yet is restored from there, parsed again
 * by its namespace's parser, and an answer is stored as it arrives. Keys are
 * `<namespace>|<rest>`; a namespace that is not registered, or not persisted, lives in
 * memory only.
 */
import { readStored, removeStored, storedKeys, wipeStored, writeStored } from './storage';

export interface CacheEntry {
  data?: unknown;
  error?: unknown;
  retryCount?: number;
  created?: number;
  expires?: number;
}

export interface NamespacePolicy {
  /** Checks a stored answer before it is shown again (parse at the edge); null: absent. */
  parse(data: unknown): unknown;
  /** How many keys of the namespace the session keeps. */
  maxEntries: number;
  /** Answers longer than this (JSON) stay in memory only; sessionStorage holds ~5 MB in all. */
  maxChars?: number;
}

const policies = new Map<string, NamespacePolicy>();

/** Makes a namespace's answers outlive the page (called where its fetcher store is defined). */
export function persistNamespace(namespace: string, policy: NamespacePolicy): void {
  policies.set(namespace, policy);
}

const policyOf = (key: string) => policies.get(key.slice(0, Math.max(0, key.indexOf('|'))));

export class PersistedCache extends Map<string, CacheEntry> {
  override get(key: string): CacheEntry | undefined {
    return super.get(key) ?? this.restore(key);
  }

  override set(key: string, entry: CacheEntry): this {
    const before = super.get(key);
    super.set(key, entry);
    const policy = policyOf(key);
    if (policy && entry.data !== undefined && entry.error === undefined && entry.data !== before?.data)
      writeStored(key, entry.data, policy.maxEntries, policy.maxChars);
    return this;
  }

  override delete(key: string): boolean {
    removeStored(key);
    return super.delete(key);
  }

  /** The keys in memory and the ones stored by earlier pages, so invalidation reaches both. */
  override *keys(): MapIterator<string> {
    const seen = new Set<string>();
    for (const key of super.keys()) {
      seen.add(key);
      yield key;
    }
    for (const key of storedKeys()) if (!seen.has(key)) yield key;
  }

  override clear(): void {
    super.clear();
    wipeStored();
  }

  /**
   * A stored answer as an entry from the start of time: a store shows it at once and asks
   * again (stale-while-revalidate), unless its answers never change (dedupeTime Infinity).
   */
  private restore(key: string): CacheEntry | undefined {
    const policy = policyOf(key);
    const stored = policy ? readStored(key) : null;
    if (!policy || !stored) return undefined;
    const data = policy.parse(stored.data);
    if (data === null || data === undefined) return undefined;
    const entry: CacheEntry = { data, created: 0, expires: Infinity };
    super.set(key, entry);
    return entry;
  }
}
