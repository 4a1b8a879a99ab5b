import { formatNumber } from './number';

/** The forms a Polish noun takes after a number: 1 punkt, 2 punkty, 5 punktów, 2,5 punktu. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  /** After a fraction; the singular genitive. */
  fraction: string;
}

/**
 * Picks the form (spec section 5, D8): 1 → one; a last two digits of 12–14 → many;
 * a last digit of 2–4 → few; anything else → many; fractions → fraction.
 */
export function pluralForm(count: number, forms: PluralForms): string {
  if (!Number.isInteger(count)) return forms.fraction;
  const n = Math.abs(count);
  if (n === 1) return forms.one;
  return isFew(n) ? forms.few : forms.many;
}

/** A whole count that takes the "few" form: 2–4, 22–24, … but not 12–14. */
export const isFew = (n: number) => {
  const lastTwo = Math.abs(n) % 100;
  const last = Math.abs(n) % 10;
  return !(lastTwo >= 12 && lastTwo <= 14) && last >= 2 && last <= 4;
};

/** "został 1 dzień", "zostały 3 dni", "zostało 5 dni" (the verb agrees with the count). */
export function daysLeftPhrase(days: number): string {
  const verb = days === 1 ? 'został' : isFew(days) ? 'zostały' : 'zostało';
  return `${verb} ${formatCount(days, NOUNS.day)}`;
}

export const NOUNS = {
  point: { one: 'punkt', few: 'punkty', many: 'punktów', fraction: 'punktu' },
  day: { one: 'dzień', few: 'dni', many: 'dni', fraction: 'dnia' },
  hour: { one: 'godzina', few: 'godziny', many: 'godzin', fraction: 'godziny' },
  minute: { one: 'minuta', few: 'minuty', many: 'minut', fraction: 'minuty' },
  second: { one: 'sekunda', few: 'sekundy', many: 'sekund', fraction: 'sekundy' },
  week: { one: 'tydzień', few: 'tygodnie', many: 'tygodni', fraction: 'tygodnia' },
  award: { one: 'nagroda', few: 'nagrody', many: 'nagród', fraction: 'nagrody' },
  task: { one: 'zadanie', few: 'zadania', many: 'zadań', fraction: 'zadania' },
  plan: { one: 'cel', few: 'cele', many: 'celów', fraction: 'celu' },
  piece: { one: 'sztuka', few: 'sztuki', many: 'sztuk', fraction: 'sztuki' },
  step: { one: 'próg', few: 'progi', many: 'progów', fraction: 'progu' },
  attempt: { one: 'próba', few: 'próby', many: 'prób', fraction: 'próby' },
  entry: { one: 'wpis', few: 'wpisy', many: 'wpisów', fraction: 'wpisu' },
} as const satisfies Record<string, PluralForms>;

/**
 * A count with its noun, formatted per D8: "1 punkt", "1 000 punktów", "2,5 punktu".
 * The form is chosen for the number as shown (rounded to 2 decimals), so 2.001 reads
 * "2 punkty", never "2 punktu".
 */
export function formatCount(count: number, forms: PluralForms): string {
  if (!Number.isFinite(count)) return `–\u00a0${forms.many}`;
  const shown = Math.round(count * 100) / 100;
  return `${formatNumber(shown)}\u00a0${pluralForm(shown, forms)}`;
}

/** "dziś", "jutro", "za 35 dni": a day ahead, counted from today. */
export function whenText(days: number): string {
  if (days <= 0) return 'dziś';
  if (days === 1) return 'jutro';
  return `za ${formatCount(days, NOUNS.day)}`;
}
