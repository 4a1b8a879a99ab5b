/**
 * Polish field rules of the profile form, free of any library so the site can mirror
 * them. Each `…Problem` function answers the Polish message to show, or null when the
 * value is fine; each `normalise…` gives the form in which the value is stored.
 */

export const NIP_LENGTH_MESSAGE = 'Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.';
export const NIP_CHECKSUM_MESSAGE = 'Nieprawidłowy NIP (błędna suma kontrolna).';

/** Collapses runs of whitespace to one space and trims. */
export const normaliseSpaces = (input: string) => input.replace(/\s+/g, ' ').trim();

// ---- NIP -------------------------------------------------------------------------

/** NIP as stored and answered: its 10 digits, without separators. */
export const normaliseNip = (input: string) => input.replace(/\D/g, '');

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** The spec's length rule (digits after stripping everything else), then the checksum. */
export function nipProblem(input: string): string | null {
  const digits = normaliseNip(input);
  if (digits.length !== 10) return NIP_LENGTH_MESSAGE;
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]) ? null : NIP_CHECKSUM_MESSAGE;
}

/** XXX-XXX-XX-XX, as the spec shows a NIP. */
export function formatNip(input: string): string {
  const d = normaliseNip(input);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}` : input;
}

// ---- Bank account (Polish IBAN) --------------------------------------------------

export const IBAN_FORMAT_MESSAGE = 'Numer konta musi mieć 26 cyfr (z prefiksem PL lub bez).';
export const IBAN_CHECKSUM_MESSAGE = 'Nieprawidłowy numer konta (błędna suma kontrolna).';

/**
 * `PL` + 26 digits without spaces; 26 digits typed without `PL` (the Polish NRB form)
 * get the prefix. Empty stays empty (no account given).
 */
export function normaliseIban(input: string): string {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
}

/** Empty is allowed; otherwise PL + 26 digits with a valid mod-97 check. */
export function ibanProblem(input: string): string | null {
  const iban = normaliseIban(input);
  if (iban === '') return null;
  if (!/^PL\d{26}$/.test(iban)) return IBAN_FORMAT_MESSAGE;
  // Move the country code and check digits to the end, letters become 10..35, then mod 97 piecewise.
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = rearranged.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? null : IBAN_CHECKSUM_MESSAGE;
}

// ---- Phone -----------------------------------------------------------------------

export const PHONE_MESSAGE = 'Podaj polski numer telefonu: 9 cyfr, opcjonalnie poprzedzonych +48.';

const phoneDigits = (input: string): string | null => {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+48|0048)?([1-9]\d{8})$/.exec(compact);
  return match ? match[1]! : null;
};

/** Empty is allowed (no phone given); otherwise 9 digits, optionally after +48 or 0048. */
export function phoneProblem(input: string): string | null {
  if (input.trim() === '') return null;
  return phoneDigits(input) ? null : PHONE_MESSAGE;
}

/** `+48 601 234 567`, or '' for an empty input. Call only on a value without a problem. */
export function normalisePhone(input: string): string {
  const d = phoneDigits(input);
  return d ? `+48 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : '';
}

// ---- E-mail ----------------------------------------------------------------------

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MESSAGE = 'Podaj poprawny adres e-mail, np. jan@sklep.pl.';
export const EMAIL_LENGTH_MESSAGE = `Adres e-mail może mieć najwyżej ${EMAIL_MAX_LENGTH} znaki.`;

/**
 * Something before one @, then non-empty domain labels joined by dots, the last one (the
 * top-level domain) at least two letters A-Z: `jan@sklep.p` is a typo, not an address.
 * Visible ASCII only (a domain with Polish letters is written in its xn-- form): an
 * invisible character or a Cyrillic look-alike would make an address that reads like
 * another one. No `u` flag, so the pattern reads the same in the OpenAPI document.
 */
export const EMAIL_PATTERN = /^[!-?A-~]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/** Empty is a problem too: every form that asks for an e-mail address needs one. */
export function emailProblem(input: string): string | null {
  const value = input.trim();
  if (value.length > EMAIL_MAX_LENGTH) return EMAIL_LENGTH_MESSAGE;
  return EMAIL_PATTERN.test(value) ? null : EMAIL_MESSAGE;
}

// ---- Store name ------------------------------------------------------------------

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
export const normaliseStoreName = (input: string) => normaliseSpaces(input).normalize('NFC');

export function storeNameProblem(input: string): string | null {
  const value = normaliseStoreName(input);
  if (value === '') return STORE_NAME_MISSING;
  if ([...value].length > STORE_NAME_MAX_LENGTH) return STORE_NAME_LONG;
  if (INVISIBLE.test(value)) return STORE_NAME_INVISIBLE;
  return [...value].every((ch) => STORE_NAME_CHARACTER.test(ch)) ? null : STORE_NAME_LETTERS;
}

// ---- Postal code -----------------------------------------------------------------

export const POSTAL_CODE_MESSAGE = 'Kod pocztowy musi mieć postać NN-NNN, np. 05-800.';

export function postalCodeProblem(input: string): string | null {
  return /^\d{2}-\d{3}$/.test(input.trim()) ? null : POSTAL_CODE_MESSAGE;
}

// ---- Names -----------------------------------------------------------------------

export const NAME_MAX_LENGTH = 60;

/**
 * Polish and Latin letters; words may be joined by one space, hyphen or apostrophe
 * (Anna Maria, Nowak-Kowalska, O'Brien), never start or end with one.
 */
const NAME_PATTERN = /^\p{Script=Latin}+(?:[ '’-]\p{Script=Latin}+)*$/u;

/** A single Polish/Latin letter: what the site lets through on key press. */
export const LETTER_PATTERN = /^\p{Script=Latin}$/u;

export function personNameProblem(input: string, which: 'firstname' | 'lastname'): string | null {
  const value = normaliseSpaces(input);
  const label = which === 'firstname' ? 'Imię' : 'Nazwisko';
  if (value === '') return which === 'firstname' ? 'Podaj imię.' : 'Podaj nazwisko.';
  if ([...value].length > NAME_MAX_LENGTH) return `${label} może mieć najwyżej ${NAME_MAX_LENGTH} znaków.`;
  if (!NAME_PATTERN.test(value)) {
    return `${label} może zawierać tylko litery oraz spację, łącznik lub apostrof między nimi.`;
  }
  return null;
}
