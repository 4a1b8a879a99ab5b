/**
 * What /history shows, as fetcher stores (src/lib/query): the ledger of the filters in
 * the URL and the points due to expire. The island puts the filters into
 * $historyFilters; the list follows. The request is built by the same function the
 * inline preloader uses (src/lib/preload/page-reads.ts), so the preloaded answer is the
 * one the list takes. The CSV export reads every page itself (export.ts): a download,
 * not a view.
 */
import { atom, computed } from 'nanostores';
import {
  HISTORY_LIST,
  type Currency,
  type ExpiringItem,
  type HistoryEntry,
  type HistoryKind,
  type HistorySource,
} from '../api/history';
import type { Page } from '../api/parse';
import { HISTORY_LIST_KEYS } from '../participant/ledger';
import { $expiringPoints } from '../participant/expiring';
import { $groupCode, isFrsh } from '../participant/participant';
import { readQuery, startNow } from '../query/query';
import { parseFilters, toRequest, type HistoryFilters } from './filters';

export type { Currency, ExpiringItem, HistoryEntry, HistoryKind, HistorySource, Page };

/** The filters of the list on screen; null until the island has read the URL. */
export const $historyFilters = atom<HistoryFilters | null>(null);

export const showHistory = (filters: HistoryFilters) => $historyFilters.set(filters);

/** lp exists only for the FRSH group: anyone else's list ignores a currency filter. */
export const listedFilters = (filters: HistoryFilters, groupCode: string | null): HistoryFilters =>
  groupCode !== null && !isFrsh(groupCode) && filters.currency ? { ...filters, currency: null } : filters;

const $request = computed($historyFilters, (filters) => (filters ? toRequest(filters) : null));

export const $history = readQuery(HISTORY_LIST_KEYS, HISTORY_LIST, $request);

export { $expiringPoints };

/**
 * /history as it loads (src/pages/history.astro): the points due to expire and the list of
 * the URL's filters. A currency filter needs the participant's group (lp is FRSH's only):
 * without it yet, the list waits for the island.
 */
export function startHistory(search: string): () => void {
  const { filters } = parseFilters(search);
  const groupCode = $groupCode.get();
  if (filters.currency && groupCode === null) return startNow($expiringPoints);
  showHistory(listedFilters(filters, groupCode));
  return startNow($expiringPoints, $history);
}
