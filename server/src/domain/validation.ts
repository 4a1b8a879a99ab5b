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
 * No `u` flag, so the pattern reads the same in the OpenAPI document.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,}$/;

/** Empty is a problem too: every form that asks for an e-mail address needs one. */
export function emailProblem(input: string): string | null {
  const value = input.trim();
  if (value.length > EMAIL_MAX_LENGTH) return EMAIL_LENGTH_MESSAGE;
  return EMAIL_PATTERN.test(value) ? null : EMAIL_MESSAGE;
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
