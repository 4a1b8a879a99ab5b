/**
 * The shell's note over data the service worker gave from its cache (docs/decisions/024).
 * Offline (the browser knows it has no network) it says so; otherwise the server could
 * not be reached in time, which may be the phone's signal or the server (D13): the note
 * claims neither. The time is Warsaw time (D7), with the day when it is not today.
 */
export interface NoteFormat {
  /** "dd.MM.yyyy HH:mm" in Warsaw time (src/lib/format/date.ts formatDateTime). */
  dateTime(value: number): string;
  /** The Warsaw calendar day "YYYY-MM-DD" (warsawDay). */
  day(value: number): string;
}

export const NOTE_HINT = 'Zamówienia i zmiany danych wymagają połączenia.';

export function offlineNoteText(storedAt: number, now: number, online: boolean, format: NoteFormat): string {
  const stamp = format.dateTime(storedAt);
  const when = format.day(storedAt) === format.day(now) ? stamp.slice(-5) : stamp;
  return `${online ? 'Brak połączenia z serwerem' : 'Offline'} — dane z ${when}`;
}
