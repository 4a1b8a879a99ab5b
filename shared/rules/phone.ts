export const PHONE_MESSAGE = 'Podaj polski numer telefonu: 9 cyfr, opcjonalnie poprzedzonych +48.';
/** The profile asks for a phone only when the participant wants SMS. */
export const PHONE_FOR_SMS_MISSING = 'Podaj numer telefonu, aby dostawać SMS-y.';

/** The 9 digits of a Polish number (optionally after +48 or 0048), or null. */
function phoneDigits(input: string): string | null {
  const match = /^(?:\+48|0048)?([1-9]\d{8})$/.exec(input.replace(/[\s\-().]/g, ''));
  return match ? match[1]! : null;
}

/** Empty is allowed (no phone given); otherwise 9 digits, optionally after +48 or 0048. */
export function phoneProblem(input: string): string | null {
  if (input.trim() === '') return null;
  return phoneDigits(input) ? null : PHONE_MESSAGE;
}

/** "+48 601 234 567" for a valid number, for reading; anything else as typed. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  return digits ? `+48 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : input;
}

/** The stored form: "+48 601 234 567", or '' when no number was given. Call only on a value without a problem. */
export const normalisePhone = (input: string) => (phoneDigits(input) ? formatPhone(input) : '');
