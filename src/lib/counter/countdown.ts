/**
 * The countdown of /counter (spec section 4, D7): what is left until the launch, split
 * into days, hours, minutes and seconds with their Polish forms. Pure and tiny: the page
 * renders it at build time and src/lib/counter/counter-page.ts re-renders it every second.
 */
import { NOUNS, pluralForm, type PluralForms } from '../format/plural';

export type Unit = 'days' | 'hours' | 'minutes' | 'seconds';

export type CountdownParts = Record<Unit, number>;

export const UNITS: readonly Unit[] = ['days', 'hours', 'minutes', 'seconds'];

const FORMS: Record<Unit, PluralForms> = {
  days: NOUNS.day,
  hours: NOUNS.hour,
  minutes: NOUNS.minute,
  seconds: NOUNS.second,
};

/**
 * Time left from `now` to `target` (milliseconds since the epoch), or null once the
 * target is reached. Seconds round up, so the count shows "1 sekunda" during the last
 * second and reaches the start exactly at the target. Days are 24-hour spans of real
 * time: a summer-time change on the way does not make a day shorter or longer.
 */
export function countdownParts(target: number, now: number): CountdownParts | null {
  const left = target - now;
  if (!(left > 0)) return null;
  let s = Math.ceil(left / 1000);
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}

/** "dni", "godziny", "minuta"… for a unit's value. */
export const unitLabel = (unit: Unit, value: number) => pluralForm(value, FORMS[unit]);

/** The whole remaining time as one Polish phrase: "3 dni 4 godziny 1 minuta 22 sekundy". */
export function countdownText(parts: CountdownParts): string {
  return UNITS.map((unit) => `${parts[unit]} ${unitLabel(unit, parts[unit])}`).join(' ');
}

/** Milliseconds until the shown seconds change, so each tick lands on a whole second. */
export function msToNextTick(target: number, now: number): number {
  const rest = (target - now) % 1000;
  return rest > 0 ? rest : 1000;
}
