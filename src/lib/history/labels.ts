/** The Polish words of the history screen and its CSV, and where each entry leads. */
import type { HistoryEntry, HistoryKind, HistorySource } from '../api/history';
import { BALANCE, LOCKED, SPENDABLE } from '../format/money-words';
import { formatPoints } from '../format/number';
import { ledgerMove, type Wallet } from '../participant/wallet-moves';

/** What happened, for one entry. */
export const KIND_LABELS: Record<HistoryKind, string> = {
  earned: 'Naliczenie',
  locked: 'Blokada',
  unlocked: 'Zwrot blokady',
  spent: 'Wydanie',
  expired: 'Wygaśnięcie',
  correction: 'Korekta',
};

/** The kind filter's choices (kinds of entries, not the wallet's "zablokowane"). */
export const KIND_FILTER_LABELS: Record<HistoryKind, string> = {
  earned: 'Naliczenia',
  locked: 'Blokady',
  unlocked: 'Zwroty blokad',
  spent: 'Wydania',
  expired: 'Wygaśnięcia',
  correction: 'Korekty',
};

export const SOURCE_LABELS: Record<HistorySource, string> = {
  plan: 'Cel',
  task: 'Zadanie',
  order: 'Zamówienie',
  expiry: 'Wygaśnięcie',
  correction: 'Korekta organizatora',
};

/** The source filter's choices. */
export const SOURCE_FILTER_LABELS: Record<HistorySource, string> = {
  plan: 'Cele',
  task: 'Zadania',
  order: 'Zamówienia',
  expiry: 'Wygaśnięcia',
  correction: 'Korekty organizatora',
};

/** Where the points came from or went, in one short sentence. */
export function entryExplanation(entry: HistoryEntry): string {
  const order = entry.sourceType === 'order' && entry.sourceId ? ` nr ${entry.sourceId}` : '';
  switch (entry.kind) {
    case 'earned':
      if (entry.sourceType === 'plan') return 'Punkty za osiągnięty próg celu.';
      if (entry.sourceType === 'task') return 'Punkty za wykonane zadanie.';
      return 'Punkty dopisane przez organizatora.';
    case 'locked':
      return `Zablokowane na zamówienie${order} do czasu jego realizacji.`;
    case 'unlocked':
      return `Zamówienie${order} anulowane — zablokowane punkty wróciły do wydania.`;
    case 'spent':
      return `Zamówienie${order} zrealizowane — zablokowane punkty zostały wydane i zeszły z salda.`;
    case 'expired':
      return 'Punkty wygasły, bo nie zostały wydane w terminie.';
    case 'correction':
      return entry.amount < 0 ? 'Punkty odjęte przez organizatora.' : 'Punkty dopisane przez organizatora.';
  }
}

/** The wallet's three numbers in the order the wallet bar names them. */
export const WALLET_TERMS: [keyof Wallet, string][] = [
  ['balance', BALANCE],
  ['locked', LOCKED],
  ['spendable', SPENDABLE],
];

const MINUS = '\u2212';

/** "+60 vp", "−500 vp", "bez zmian". */
export function signedPoints(value: number, currency: HistoryEntry['currency']): string {
  if (value === 0) return 'bez zmian';
  return `${value > 0 ? '+' : MINUS}${formatPoints(Math.abs(value), currency)}`;
}

export interface EntryMove {
  key: keyof Wallet;
  term: string;
  value: number;
}

/**
 * What the entry did to the wallet, under the wallet's names: saldo always (a block
 * leaves it as it was), zablokowane and do wydania when they moved. Summed over the whole
 * history, each gives the wallet's number (docs/wording.md).
 */
export function entryMoves(entry: Pick<HistoryEntry, 'kind' | 'amount'>): EntryMove[] {
  const moved = ledgerMove(entry.kind, entry.amount);
  return WALLET_TERMS.map(([key, term]) => ({ key, term, value: moved[key] })).filter(
    (m) => m.key === 'balance' || m.value !== 0,
  );
}

export interface EntryLink {
  href: string;
  label: string;
}

/**
 * Where the entry leads: its goal or task opened in its dialog (the pages' own `cel` and
 * `zadanie` parameters), its order scrolled to and focused on /awards, or its award.
 */
export function entryLink(entry: HistoryEntry): EntryLink | null {
  const link = entry.link;
  if (!link) return null;
  switch (link.kind) {
    case 'plan':
      return { href: `/goals?cel=${link.id}`, label: 'Zobacz cel' };
    case 'task':
      return { href: `/tasks?zadanie=${link.id}`, label: 'Zobacz zadanie' };
    case 'order':
      return { href: `/awards?zamowienie=${link.id}#zamowienia`, label: `Zobacz zamówienie nr ${link.id}` };
    case 'award':
      return { href: `/award/${link.id}`, label: 'Zobacz nagrodę' };
  }
}
