import { tzOffset } from '@date-fns/tz';
import { isIsoDay } from './iso-day';

export { isIsoDay };

/** Every date a participant sees is in the programme's time zone (D7), whatever theirs is. */
export const TIME_ZONE = 'Europe/Warsaw';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/*
 * Warsaw's offset changes only on whole UTC hours (01:00 UTC in spring and autumn), so it
 * is asked of Intl once per hour of time and kept. A TZDate asks Intl on every getter: a
 * list of twelve plans spent ~130 ms of a 4x-slowed phone's main thread on its dates.
 */
const offsets = new Map<number, number>();

function offsetMinutesAt(t: number): number {
  const hour = Math.floor(t / HOUR_MS);
  let minutes = offsets.get(hour);
  if (minutes === undefined) {
    minutes = tzOffset(TIME_ZONE, new Date(hour * HOUR_MS));
    offsets.set(hour, minutes);
  }
  return minutes;
}

/** The Warsaw wall clock of an instant, read through the UTC getters. */
const wallClock = (d: Date) => new Date(d.getTime() + offsetMinutesAt(d.getTime()) * MINUTE_MS);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const dayOf = (w: Date) => `${pad(w.getUTCDate())}.${pad(w.getUTCMonth() + 1)}.${pad(w.getUTCFullYear(), 4)}`;

/** "05.05.2025 12:00" (D7: dd.MM.yyyy HH:mm, Europe/Warsaw); '–' for an invalid value. */
export function formatDateTime(value: Date | string | number): string {
  const d = toDate(value);
  if (!d) return '–';
  const w = wallClock(d);
  return `${dayOf(w)} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}

/** "05.05.2025" in Europe/Warsaw. */
export function formatDate(value: Date | string | number): string {
  const d = toDate(value);
  return d ? dayOf(wallClock(d)) : '–';
}

/**
 * The instant of a wall-clock time in Warsaw, e.g. warsawTime(2025, 5, 5, 12) for the
 * launch. A time the spring change skips is read with the offset before the change.
 */
export function warsawTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetMinutesAt(wall) * MINUTE_MS;
  return new Date(wall - offsetMinutesAt(first) * MINUTE_MS);
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
  const w = wallClock(d);
  return `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
}

/** Whole calendar days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d!);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
