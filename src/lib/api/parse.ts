/**
 * The one parse toolkit for API answers and stored values (parse at the edge): each
 * check returns a value of the wanted type or a safe fallback, never throws. A parser
 * built from them returns null for an answer that is not what the contract promises;
 * the call that asked turns that null into a BadAnswerError (`must`), which the central
 * handler reports like any failed call. Numbers are read the same way everywhere:
 * finite numbers, and numeric strings.
 */
export type Obj = Record<string, unknown>;

export const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/** A finite number (numeric strings too), else the fallback. */
export const num = (v: unknown, fallback = 0): number =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : fallback;

export const numOrNull = (v: unknown): number | null => {
  const n = num(v, Number.NaN);
  return Number.isNaN(n) ? null : n;
};

/** A whole count of at least 0 (0 for anything else). */
export const count = (v: unknown): number => Math.max(0, Math.trunc(num(v)));

/** A positive integer id, or null. */
export const id = (v: unknown): number | null => {
  const n = numOrNull(v);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
};

export const bool = (v: unknown): boolean => v === true;

export const oneOf = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
  typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;

/** An ISO date string that parses, or null. */
export const isoDate = (v: unknown): string | null =>
  typeof v === 'string' && !Number.isNaN(new Date(v).getTime()) ? v : null;

/** The items that parse; the rest are dropped (and counted in a warning for whoever runs the API). */
export function listOf<T>(v: unknown, parse: (item: unknown) => T | null): T[] {
  if (!Array.isArray(v)) return [];
  const out: T[] = [];
  for (const item of v) {
    const parsed = parse(item);
    if (parsed !== null) out.push(parsed);
  }
  if (out.length < v.length) console.warn(`Skipped ${v.length - out.length} unusable list item(s)`, v);
  return out;
}

/** The shared list envelope of D3. */
export interface Page<T> {
  items: T[];
  page: number;
  per: number;
  total: number;
  totalPages: number;
}

export function parsePage<T>(v: unknown, parseItem: (item: unknown) => T | null): Page<T> | null {
  if (!isObject(v) || !Array.isArray(v.items)) return null;
  const items = listOf(v.items, parseItem);
  // Items came but none could be read: an empty list would be made up.
  if (items.length === 0 && v.items.length > 0) return null;
  const per = Math.max(1, Math.trunc(num(v.per, items.length || 1)));
  const total = Math.max(items.length, Math.trunc(num(v.total, items.length)));
  return {
    items,
    page: Math.max(1, Math.trunc(num(v.page, 1))),
    per,
    total,
    totalPages: Math.max(1, Math.trunc(num(v.totalPages, Math.ceil(total / per)))),
  };
}

/** A page's parser, for a read's declaration (it reads its own output again: a stored copy). */
export const pageOf =
  <T>(parseItem: (item: unknown) => T | null) =>
  (v: unknown): Page<T> | null =>
    parsePage(v, parseItem);

/**
 * The items of a page answer, for a read whose callers want only the list (periods, groups,
 * categories); a list of them (a stored copy of that output) reads the same.
 */
export const itemsOf =
  <T>(parseItem: (item: unknown) => T | null) =>
  (v: unknown): T[] | null =>
    Array.isArray(v) ? listOf(v, parseItem) : (parsePage(v, parseItem)?.items ?? null);

/** An answer that is not what the contract promises: reported like any failed call. */
export class BadAnswerError extends Error {
  constructor(what: string) {
    super(`Unexpected answer of ${what}`);
    this.name = 'BadAnswerError';
  }
}

/** The parsed value, or a BadAnswerError naming the call. */
export function must<T>(value: T | null, what: string): T {
  if (value === null) throw new BadAnswerError(what);
  return value;
}
