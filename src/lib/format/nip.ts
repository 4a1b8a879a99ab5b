export const NIP_LENGTH_MESSAGE = 'Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The spec's rule (section 5): exactly 10 digits once everything else is stripped. */
export function validateNip(value: string): string | null {
  return digitsOf(value).length === 10 ? null : NIP_LENGTH_MESSAGE;
}

/** "1234567890" → "123-456-78-90"; anything that is not 10 digits is returned as typed. */
export function formatNip(value: string): string {
  const d = digitsOf(value);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}` : value;
}

/** The 10 digits the API stores. */
export const normaliseNip = digitsOf;
