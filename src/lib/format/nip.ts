/**
 * The spec's NIP message (section 5) in Polish: the UI is Polish everywhere, and the
 * spec's English sentence is a leftover of the original app (docs/decisions/010).
 */
export const NIP_LENGTH_MESSAGE = 'Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.';
/** The reference server also checks the check digit; the form says so before it asks. */
export const NIP_CHECKSUM_MESSAGE = 'Nieprawidłowy NIP (błędna suma kontrolna).';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The spec's rule (section 5): exactly 10 digits once everything else is stripped. */
export function validateNip(value: string): string | null {
  return digitsOf(value).length === 10 ? null : NIP_LENGTH_MESSAGE;
}

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** The Polish check digit: weighted sum of the first nine digits mod 11 (10 is never valid). */
export function nipChecksumOk(value: string): boolean {
  const d = digitsOf(value);
  if (d.length !== 10) return false;
  const check = WEIGHTS.reduce((sum, w, i) => sum + w * Number(d[i]), 0) % 11;
  return check !== 10 && check === Number(d[9]);
}

/** The profile form's rule, as the server applies it: the length first, then the check digit. */
export function nipProblem(value: string): string | null {
  return validateNip(value) ?? (nipChecksumOk(value) ? null : NIP_CHECKSUM_MESSAGE);
}

/** "1234567890" → "123-456-78-90"; anything that is not 10 digits is returned as typed. */
export function formatNip(value: string): string {
  const d = digitsOf(value);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}` : value;
}

/** The 10 digits the API stores. */
export const normaliseNip = digitsOf;
