import type { Currency } from './number';

/**
 * The names of the programme's money, the same on every screen: each currency in full on
 * its first use, and one name for each of the wallet's numbers (spec section 2).
 */
export const CURRENCY_NAMES: Record<Currency, string> = {
  vp: 'punkty wirtualne',
  lp: 'punkty lojalnościowe',
};

/** Total minus subtracted. */
export const BALANCE = 'saldo';
/** Held by orders that wait to be fulfilled. */
export const LOCKED = 'zablokowane';
/** What can be spent now. */
export const SPENDABLE = 'do wydania';

/** "Do wydania": a name that starts a line or a label. */
export const capitalised = (word: string) => `${word.charAt(0).toLocaleUpperCase('pl-PL')}${word.slice(1)}`;

/** "Punkty wirtualne (vp)": a currency named in full, with its short form. */
export const currencyTitle = (currency: Currency) => `${capitalised(CURRENCY_NAMES[currency])} (${currency})`;
