import { TZDate } from '@date-fns/tz';
import { isIsoDay } from './iso-day';

export { isIsoDay };

/** Every date a participant sees is in the programme's time zone (D7), whatever theirs is. */
export const TIME_ZONE = 'Europe/Warsaw';

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/*
 * The fields are read from a TZDate (its getters answer in Warsaw time) rather than
 * through date-fns' format(): the same result for about 5 KB less JavaScript (brotli)
 * on every page that shows a date.
 */
const dayOf = (z: TZDate) => `${pad(z.getDate())}.${pad(z.getMonth() + 1)}.${pad(z.getFullYear(), 4)}`;

/** "05.05.2025 12:00" (D7: dd.MM.yyyy HH:mm, Europe/Warsaw); '–' for an invalid value. */
export function formatDateTime(value: Date | string | number): string {
  const d = toDate(value);
  if (!d) return '–';
  const z = new TZDate(d, TIME_ZONE);
  return `${dayOf(z)} ${pad(z.getHours())}:${pad(z.getMinutes())}`;
}

/** "05.05.2025" in Europe/Warsaw. */
export function formatDate(value: Date | string | number): string {
  const d = toDate(value);
  return d ? dayOf(new TZDate(d, TIME_ZONE)) : '–';
}

/** The instant of a wall-clock time in Warsaw, e.g. warsawTime(2025, 5, 5, 12) for the launch. */
export function warsawTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, 0, TIME_ZONE).getTime());
}

/** An API day "2026-12-26" (already a Warsaw calendar day) as "26.12.2026"; '–' for garbage. */
export function formatIsoDay(value: string): string {
  if (!isIsoDay(value)) return '–';
  const [y, m, d] = value.split('-');
  return `${d}.${m}.${y}`;
}

/** The Warsaw calendar day of an instant, "YYYY-MM-DD" (what the API's day filters take). */
export function warsawDay(value: Date | string | number = Date.now()): string {
  const d = toDate(value);
  if (!d) return '';
  const z = new TZDate(d, TIME_ZONE);
  return `${pad(z.getFullYear(), 4)}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`;
}

/** Whole calendar days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d!);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
