import type { Clock } from '../../clock.ts';
import type { Queryable } from '../types.ts';

/** Where the demo's e-mailed links lead: the site of the server that creates the demo. */
export interface SeedLinks {
  siteUrl: string;
  ttlHours: number;
}

/** The links of a demo made before its server starts (scripts, tests): the local demo's address. */
export const LOCAL_DEMO_LINKS: SeedLinks = { siteUrl: 'http://127.0.0.1:4321', ttlHours: 48 };

/** What every seed module receives: the transaction, the clock and who the demo participants are. */
export interface SeedContext {
  tx: Queryable;
  clock: Clock;
  links: SeedLinks;
  participants: {
    /** `demo`, an ordinary group. */
    demo: number;
    /** `frsh`, group FRSH: both currencies. */
    frsh: number;
    /** `nowy`, not yet activated (for the activation flow). */
    nowy: number;
  };
}

/** Inserts a picture into the shared image table and returns its id. */
export async function insertImage(tx: Queryable, picture: { mimeType: string; content: Buffer }): Promise<number> {
  const rows = await tx.query<{ id: number }>('insert into image (mime_type, content) values ($1, $2) returning id', [
    picture.mimeType,
    picture.content,
  ]);
  return rows[0]!.id;
}

/** Days from the seed's "now", for dates relative to whenever the demo is started. */
export function daysFrom(clock: Clock, days: number): Date {
  return new Date(clock.now().getTime() + days * 86_400_000);
}

/** Offset of Europe/Warsaw from UTC at a moment, in ms. */
export function warsawOffsetMs(at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Warsaw', timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}

/** Midnight of a Warsaw calendar day (month 0-based, may overflow into the next year). */
export function warsawMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month, day);
  const first = guess - warsawOffsetMs(new Date(guess));
  return new Date(guess - warsawOffsetMs(new Date(first)));
}

/**
 * A whole Warsaw day `days` from the seed's "now": from its midnight (`start`) to 23:59
 * (`end`), as an organiser sets a task's dates, not to the minute the demo was started.
 */
export function warsawDayFrom(clock: Clock, days: number, edge: 'start' | 'end'): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(daysFrom(clock, days));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [get('year'), get('month') - 1, get('day')];
  return edge === 'start'
    ? warsawMidnight(year, month, day)
    : new Date(warsawMidnight(year, month, day + 1).getTime() - 60_000);
}
