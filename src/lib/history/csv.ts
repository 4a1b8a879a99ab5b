/**
 * The history as a CSV file for spreadsheets (docs/decisions/011): UTF-8 with a byte
 * order mark (so Excel reads Polish letters right), semicolons between fields (Polish
 * Excel expects them: the comma is the decimal separator), CRLF line ends, numbers with
 * a decimal comma and no thousands separator (so they stay numbers), dates in Warsaw
 * time. Text that a spreadsheet would run as a formula is defused with a leading '.
 */
import type { HistoryEntry } from '../api/history';
import { capitalised } from '../format/money-words';
import { formatDateTime, warsawDay } from '../format/date';
import { ledgerMove } from '../participant/wallet-moves';
import { KIND_LABELS, SOURCE_LABELS, WALLET_TERMS } from './labels';

export const BOM = '\uFEFF';
export const SEPARATOR = ';';
const EOL = '\r\n';

/** The three moves are named as the wallet names its numbers: each column sums to the wallet's. */
export const CSV_HEADER = [
  'Data',
  'Rodzaj',
  'Źródło',
  'Opis',
  'Waluta',
  ...WALLET_TERMS.map(([, term]) => `${capitalised(term)} (zmiana)`),
  'Numer źródła',
];

/** A number as a spreadsheet in Polish reads it: "1234,5", "-80". */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded).replace('.', ',');
}

/** One text field: quoted when it must be, formulas defused. */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function historyCsv(entries: readonly HistoryEntry[]): string {
  const rows = entries.map((e) => {
    const moved = ledgerMove(e.kind, e.amount);
    return [
      csvField(formatDateTime(e.date)),
      csvField(KIND_LABELS[e.kind]),
      csvField(SOURCE_LABELS[e.sourceType]),
      csvField(e.description),
      csvField(e.currency),
      ...WALLET_TERMS.map(([key]) => csvNumber(moved[key])),
      csvField(e.sourceId ?? ''),
    ].join(SEPARATOR);
  });
  return BOM + [CSV_HEADER.join(SEPARATOR), ...rows].join(EOL) + EOL;
}

/** "historia-punktow-2026-11-21.csv" (today in Warsaw). */
export const csvFileName = (now: Date | number = Date.now()) => `historia-punktow-${warsawDay(now)}.csv`;
