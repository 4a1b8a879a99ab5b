export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MISSING = 'Podaj adres e-mail.';
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
