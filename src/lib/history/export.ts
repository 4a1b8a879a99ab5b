/** Everything the filters select, page after page, for the CSV export. */
import { fetchRead } from '../api/fetch-read';
import { HISTORY_LIST, type HistoryEntry } from '../api/history';
import { toRequest, type HistoryFilters } from './filters';

/** The API's largest page. */
export const EXPORT_PER = 100;
/** 10 000 entries at most: years of a shop's history; more would be a different report. */
export const EXPORT_MAX_PAGES = 100;

export interface ExportResult {
  entries: HistoryEntry[];
  /** The total the server reported: more than `entries.length` when the limit cut it. */
  total: number;
}

/**
 * Fetches every page of the filtered history (one request at a time, gentle on a slow
 * link). An entry that moves to the next page while pages are read (a new one arrived)
 * is kept once.
 */
export async function fetchAllHistory(
  filters: HistoryFilters,
  onProgress?: (done: number, pages: number) => void,
  signal?: AbortSignal,
): Promise<ExportResult> {
  const seen = new Set<number>();
  const entries: HistoryEntry[] = [];
  let pages = 1;
  let total = 0;
  for (let page = 1; page <= pages && page <= EXPORT_MAX_PAGES; page++) {
    const answer = await fetchRead(HISTORY_LIST, toRequest(filters, EXPORT_PER, page), signal);
    pages = Math.min(answer.totalPages, EXPORT_MAX_PAGES);
    total = answer.total;
    for (const entry of answer.items) {
      if (seen.has(entry.entryId)) continue;
      seen.add(entry.entryId);
      entries.push(entry);
    }
    onProgress?.(page, pages);
    if (answer.items.length === 0) break;
  }
  return { entries, total };
}

/** Hands a text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
