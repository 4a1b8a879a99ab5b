import { charCount, collapseSpaces } from './text.ts';

export const STORE_NAME_MAX_LENGTH = 200;
export const STORE_NAME_MISSING = 'Podaj nazwę sklepu.';
export const STORE_NAME_LONG = `Nazwa sklepu może mieć najwyżej ${STORE_NAME_MAX_LENGTH} znaków.`;
export const STORE_NAME_INVISIBLE = 'Nazwa sklepu nie może zawierać niewidocznych znaków. Wpisz ją jeszcze raz.';
export const STORE_NAME_LETTERS =
  'Nazwa sklepu może zawierać litery polskie i łacińskie, cyfry, spacje oraz znaki interpunkcyjne.';

/**
 * Characters that show nothing or turn the text around: controls, format characters
 * (zero-width spaces and joiners, direction overrides, the soft hyphen), private-use and
 * unassigned code points, and the blank-looking Braille and Hangul fillers.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u115F\u1160\u2800\u3164\uFFA0]/u;
/**
 * Letters of the Latin alphabets (Basic Latin to Latin Extended-B: Polish and its
 * neighbours), digits 0-9, punctuation, symbols and spaces. Left out: the letters of
 * other scripts and the Latin look-alikes (Cyrillic а, Greek ο, fullwidth Ａ, IPA ɑ),
 * other digits, and combining marks left after composing.
 */
const STORE_NAME_CHARACTER = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F0-9\p{P}\p{S} ]$/u;

/** A store name as stored and compared: spaces collapsed, accents composed (NFC). */
export const normaliseStoreName = (input: string) => collapseSpaces(input).normalize('NFC');

export function storeNameProblem(input: string): string | null {
  const value = normaliseStoreName(input);
  if (value === '') return STORE_NAME_MISSING;
  if (charCount(value) > STORE_NAME_MAX_LENGTH) return STORE_NAME_LONG;
  if (INVISIBLE.test(value)) return STORE_NAME_INVISIBLE;
  return [...value].every((ch) => STORE_NAME_CHARACTER.test(ch)) ? null : STORE_NAME_LETTERS;
}
