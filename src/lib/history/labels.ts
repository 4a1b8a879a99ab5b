/** The Polish words of the history screen and its CSV, and where each entry leads. */
import type { HistoryEntry, HistoryKind, HistorySource } from '../api/history';

/** What happened, for one entry. */
export const KIND_LABELS: Record<HistoryKind, string> = {
  earned: 'Naliczenie',
  locked: 'Blokada',
  unlocked: 'Zwrot blokady',
  spent: 'Wydanie',
  expired: 'Wygaśnięcie',
  correction: 'Korekta',
};

/** The kind filter's choices. */
export const KIND_FILTER_LABELS: Record<HistoryKind, string> = {
  earned: 'Naliczone',
  locked: 'Zablokowane',
  unlocked: 'Odblokowane',
  spent: 'Wydane',
  expired: 'Wygasłe',
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
      return `Zamówienie${order} anulowane — punkty wróciły do puli dostępnych.`;
    case 'spent':
      return `Zamówienie${order} zrealizowane — zablokowane punkty zostały wydane.`;
    case 'expired':
      return 'Punkty wygasły, bo nie zostały wydane w terminie.';
    case 'correction':
      return entry.amount < 0 ? 'Punkty odjęte przez organizatora.' : 'Punkty dopisane przez organizatora.';
  }
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
