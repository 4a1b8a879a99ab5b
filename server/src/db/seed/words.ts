/** Numbers in the demo's own words (banners, popup), per D8: "7 900", "3 pytania", "5 pytań". */
import { formatNumber } from '../../../../shared/format/number.ts';

/** A whole count with its noun in the Polish form it takes: one, few (2–4, 22–24…) or many. */
export function countWords(n: number, [one, few, many]: [string, string, string]): string {
  const lastTwo = n % 100;
  const last = n % 10;
  const form = n === 1 ? one : last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
  return `${formatNumber(n)}\u00a0${form}`;
}

/** A date as the site shows it: dd.MM.yyyy in Warsaw. */
export const warsawDate = (d: Date) =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d);
