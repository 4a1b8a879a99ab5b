import { format as formatDateFns } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/** Every date a participant sees is in the programme's time zone (D7), whatever theirs is. */
export const TIME_ZONE = 'Europe/Warsaw';

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "05.05.2025 12:00" (D7: dd.MM.yyyy HH:mm, Europe/Warsaw); '–' for an invalid value. */
export function formatDateTime(value: Date | string | number): string {
  const d = toDate(value);
  return d ? formatDateFns(new TZDate(d, TIME_ZONE), 'dd.MM.yyyy HH:mm') : '–';
}

/** "05.05.2025" in Europe/Warsaw. */
export function formatDate(value: Date | string | number): string {
  const d = toDate(value);
  return d ? formatDateFns(new TZDate(d, TIME_ZONE), 'dd.MM.yyyy') : '–';
}

/** The instant of a wall-clock time in Warsaw, e.g. warsawTime(2025, 5, 5, 12) for the launch. */
export function warsawTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, 0, TIME_ZONE).getTime());
}
