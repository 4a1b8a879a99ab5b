import { describe, expect, it } from 'vitest';
import { capitalised, currencyTitle } from './money-words';

describe('money words', () => {
  it.each([
    ['vp', 'Punkty wirtualne (vp)'],
    ['lp', 'Punkty lojalnościowe (lp)'],
  ] as const)('names %s in full on first use', (currency, expected) => {
    expect(currencyTitle(currency)).toBe(expected);
  });

  it.each([
    ['do wydania', 'Do wydania'],
    ['zablokowane', 'Zablokowane'],
    ['saldo', 'Saldo'],
    ['łącznie', 'Łącznie'],
  ])('capitalises %s', (word, expected) => {
    expect(capitalised(word)).toBe(expected);
  });
});
