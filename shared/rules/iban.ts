/** Polish bank account numbers: IBAN PL + 26 digits with the mod-97 check. */
export const IBAN_FORMAT_MESSAGE = 'Numer konta musi mieć 26 cyfr (z prefiksem PL lub bez).';
export const IBAN_CHECKSUM_MESSAGE = 'Nieprawidłowy numer konta (błędna suma kontrolna).';
/** The site's forms add advice: they check as the participant types, before anything is sent. */
export const IBAN_CHECKSUM_FORM_MESSAGE = `${IBAN_CHECKSUM_MESSAGE} Sprawdź, czy nie ma literówki.`;

/**
 * `PL` + 26 digits without spaces; 26 digits typed without `PL` (the Polish NRB form)
 * get the prefix. Empty stays empty (no account given).
 */
export function normaliseIban(input: string): string {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
}

/** True when the number's check digits agree (ISO 13616: the rearranged number mod 97 is 1). */
export function ibanChecksumOk(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = rearranged.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** Empty is allowed (no account given); otherwise PL + 26 digits with a valid check. */
export function ibanProblem(input: string, checksumMessage = IBAN_CHECKSUM_MESSAGE): string | null {
  const iban = normaliseIban(input);
  if (iban === '') return null;
  if (!/^PL\d{26}$/.test(iban)) return IBAN_FORMAT_MESSAGE;
  return ibanChecksumOk(iban) ? null : checksumMessage;
}

/** "PL61 1090 1014 0000 0712 1981 2874" for reading; anything else as typed. */
export function formatIban(input: string): string {
  const iban = normaliseIban(input);
  return /^PL\d{26}$/.test(iban) ? `PL${iban.slice(2, 4)} ${iban.slice(4).replace(/(\d{4})(?=\d)/g, '$1 ')}` : input;
}
