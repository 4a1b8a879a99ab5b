import { describe, expect, it } from 'vitest';
import { formatDateTime, warsawDay } from '../format/date';
import { offlineNoteText } from './note';

const format = { dateTime: formatDateTime, day: warsawDay };
const at = (iso: string) => new Date(iso).getTime();

describe('offlineNoteText', () => {
  it.each([
    // 14:32 in Warsaw is 12:32 UTC in summer, 13:32 in winter (D7).
    ['2026-07-01T12:32:00Z', '2026-07-01T15:00:00Z', false, 'Offline — dane z 14:32'],
    ['2026-12-01T13:32:00Z', '2026-12-01T13:40:00Z', false, 'Offline — dane z 14:32'],
    ['2026-12-01T13:32:00Z', '2026-12-01T13:40:00Z', true, 'Brak połączenia z serwerem — dane z 14:32'],
    // Another Warsaw day: the date too. 23:30 UTC on 1 Dec is already 2 Dec in Warsaw.
    ['2026-11-30T13:32:00Z', '2026-12-01T08:00:00Z', false, 'Offline — dane z 30.11.2026 14:32'],
    ['2026-12-01T23:30:00Z', '2026-12-02T08:00:00Z', false, 'Offline — dane z 00:30'],
  ])('kept %s, now %s, online %s: %s', (stored, now, online, text) => {
    expect(offlineNoteText(at(stored), at(now), online, format)).toBe(text);
  });
});
