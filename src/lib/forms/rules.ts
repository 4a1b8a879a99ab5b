/**
 * One rule per kind of field, as the reference server applies it
 * (server/src/domain/validation.ts), so a value gets the same verdict on both sides.
 * Each `…Problem` answers the Polish message to show, or null when the value's shape is
 * fine; whether a form requires the field at all is the form's business (it says
 * "Podaj …" before asking the rule). rules.cases.test.ts runs the shared table of field
 * cases (tests/fixtures/field-cases.ts) through FIELD_RULES.
 */
import { ibanProblem } from './iban';
import { nipProblem } from '../format/nip';
import { passwordProblems } from './password';

/** Runs of white space become one space; the ends are trimmed. */
export const collapseSpaces = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();

/** Length in characters (Unicode code points), as the server counts. */
export const charCount = (v: string) => [...v].length;

// ---- E-mail ----------------------------------------------------------------------

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MESSAGE = 'Podaj poprawny adres e-mail, np. jan@sklep.pl.';
export const EMAIL_LENGTH_MESSAGE = `Adres e-mail może mieć najwyżej ${EMAIL_MAX_LENGTH} znaki.`;

/**
 * local@domain.tld: non-empty domain labels, a top-level domain of at least two letters;
 * visible ASCII only, so no invisible character or Cyrillic look-alike hides in it.
 */
const EMAIL_PATTERN = /^[!-?A-~]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

export function emailProblem(input: string): string | null {
  const value = input.trim();
  if (value.length > EMAIL_MAX_LENGTH) return EMAIL_LENGTH_MESSAGE;
  return EMAIL_PATTERN.test(value) ? null : EMAIL_MESSAGE;
}

// ---- Phone -----------------------------------------------------------------------

export const PHONE_MESSAGE = 'Podaj polski numer telefonu: 9 cyfr, opcjonalnie poprzedzonych +48.';

/** The 9 digits of a Polish number (optionally after +48 or 0048), or null. */
function phoneDigits(input: string): string | null {
  const m = /^(?:\+48|0048)?([1-9]\d{8})$/.exec(input.replace(/[\s\-().]/g, ''));
  return m ? m[1]! : null;
}

/** Empty means "no phone given" and is fine here. */
export function phoneProblem(input: string): string | null {
  if (input.trim() === '') return null;
  return phoneDigits(input) ? null : PHONE_MESSAGE;
}

/** "+48 601 234 567" for a valid number; anything else as typed. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  return d ? `+48 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : input;
}

// ---- Postal code -----------------------------------------------------------------

export const POSTAL_CODE_MESSAGE = 'Kod pocztowy musi mieć postać NN-NNN, np. 05-800.';
export const POSTAL_CODE_MISSING = 'Podaj kod pocztowy, np. 05-800.';

export function postalCodeProblem(input: string): string | null {
  return /^\d{2}-\d{3}$/.test(input.trim()) ? null : POSTAL_CODE_MESSAGE;
}

/** "05800" → "05-800"; anything else as typed (trimmed). */
export function formatPostalCode(input: string): string {
  const t = input.trim();
  return /^\d{5}$/.test(t) ? `${t.slice(0, 2)}-${t.slice(2)}` : t;
}

// ---- Names -----------------------------------------------------------------------

export const NAME_MAX_LENGTH = 60;

/** Latin-script letters; words joined by one space, hyphen or apostrophe, never at an end. */
const NAME_PATTERN = /^\p{Script=Latin}+(?:[ '’-]\p{Script=Latin}+)*$/u;

export interface NameMessages {
  /** "Imię", "Nazwisko": the start of the length message. */
  label: string;
  missing: string;
  letters: string;
}

/** A person's name (after collapsing spaces): present, at most 60 characters, letters between separators. */
export function nameProblem(input: string, messages: NameMessages): string | null {
  const value = collapseSpaces(input);
  if (value === '') return messages.missing;
  if (charCount(value) > NAME_MAX_LENGTH) return `${messages.label} może mieć najwyżej ${NAME_MAX_LENGTH} znaków.`;
  return NAME_PATTERN.test(value) ? null : messages.letters;
}

const NAME_MESSAGES: NameMessages = {
  label: 'Imię lub nazwisko',
  missing: 'Podaj imię lub nazwisko.',
  letters: 'Może zawierać tylko litery oraz spację, łącznik lub apostrof między nimi.',
};

// ---- Store name ------------------------------------------------------------------

export const STORE_NAME_MAX_LENGTH = 200;
export const STORE_NAME_MISSING = 'Podaj nazwę sklepu.';
export const STORE_NAME_LONG = `Nazwa sklepu może mieć najwyżej ${STORE_NAME_MAX_LENGTH} znaków.`;
export const STORE_NAME_INVISIBLE = 'Nazwa sklepu nie może zawierać niewidocznych znaków. Wpisz ją jeszcze raz.';
export const STORE_NAME_LETTERS =
  'Nazwa sklepu może zawierać litery polskie i łacińskie, cyfry, spacje oraz znaki interpunkcyjne.';

/** Controls, zero-width and direction characters, private and unassigned code points, blank fillers. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u115F\u1160\u2800\u3164\uFFA0]/u;
/** Latin letters (to Latin Extended-B), digits 0-9, punctuation, symbols, spaces: no look-alikes of other scripts. */
const STORE_NAME_CHARACTER = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F0-9\p{P}\p{S} ]$/u;

export function storeNameProblem(input: string): string | null {
  const value = collapseSpaces(input).normalize('NFC');
  if (value === '') return STORE_NAME_MISSING;
  if (charCount(value) > STORE_NAME_MAX_LENGTH) return STORE_NAME_LONG;
  if (INVISIBLE.test(value)) return STORE_NAME_INVISIBLE;
  return [...value].every((ch) => STORE_NAME_CHARACTER.test(ch)) ? null : STORE_NAME_LETTERS;
}

// ---- Every kind ------------------------------------------------------------------

export type FieldKind = 'email' | 'phone' | 'postcode' | 'nip' | 'iban' | 'password' | 'name' | 'store';

/**
 * The site's rule for each kind, by shape only: an empty phone or bank account is
 * "not given" (fine), an empty e-mail, postcode, NIP, password or name is a problem.
 * NIP and IBAN have their homes in format/nip.ts and awards/iban.ts, beside their formatting.
 */
export const FIELD_RULES: Record<FieldKind, (value: string) => string | null> = {
  email: emailProblem,
  phone: phoneProblem,
  postcode: postalCodeProblem,
  nip: nipProblem,
  iban: (v) => (v.trim() === '' ? null : ibanProblem(v)),
  password: (v) => passwordProblems(v)[0] ?? null,
  name: (v) => nameProblem(v, NAME_MESSAGES),
  store: storeNameProblem,
};
