/**
 * The spec's NIP message (section 5) in Polish: the UI is Polish everywhere, and the
 * spec's English sentence is a leftover of the original app (docs/decisions/010).
 */
export const NIP_LENGTH_MESSAGE = 'Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.';
export const NIP_CHECKSUM_MESSAGE = 'Nieprawidłowy NIP (błędna suma kontrolna).';

/** NIP as stored and sent: its 10 digits, without separators. */
export const normaliseNip = (input: string) => input.replace(/\D/g, '');

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** The Polish check digit: weighted sum of the first nine digits mod 11 (10 is never valid). */
export function nipChecksumOk(input: string): boolean {
  const digits = normaliseNip(input);
  if (digits.length !== 10) return false;
  const check = NIP_WEIGHTS.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0) % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** The spec's length rule (digits after stripping everything else), then the check digit. */
export function nipProblem(input: string): string | null {
  if (normaliseNip(input).length !== 10) return NIP_LENGTH_MESSAGE;
  return nipChecksumOk(input) ? null : NIP_CHECKSUM_MESSAGE;
}

/** "1234567890" → "123-456-78-90", as the spec shows a NIP; anything that is not 10 digits as typed. */
export function formatNip(input: string): string {
  const d = normaliseNip(input);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}` : input;
}
