import { isIsoDay } from './iso-day';

export { isIsoDay };

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/*
 * Every date a participant sees is in the programme's time zone, Europe/Warsaw (D7), whatever
 * theirs is. Warsaw keeps the EU's summer time (Directive 2000/84/EC, in Poland since 1996): UTC+2
 * from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October,
 * UTC+1 otherwise. The rule, not Intl: the first Intl.DateTimeFormat with a time zone
 * costs ~115 ms of a 4x-slowed phone's main thread (its time-zone data is loaded), one
 * long task on every logged-in page's first load. date.test.ts checks the rule against
 * Intl from 1996 to 2040 (every hour of March and October).
 */
/** 01:00 UTC on the last Sunday of a month (0-based). */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay()) + HOUR_MS;
}

function offsetMinutesAt(t: number): number {
  const year = new Date(t).getUTCFullYear();
  return t >= lastSundayAt1Utc(year, 2) && t < lastSundayAt1Utc(year, 9) ? 120 : 60;
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
