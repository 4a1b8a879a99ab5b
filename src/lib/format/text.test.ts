import { describe, expect, it } from 'vitest';
import { formatStoreName, truncateWords } from './text';

describe('truncateWords (spec section 5)', () => {
  it.each([
    ['shorter than the limit', 'Sklep u Ani', 26, 'Sklep u Ani'],
    ['exactly the limit', 'Abcdefghij Klmnopqrs Tuvwx', 26, 'Abcdefghij Klmnopqrs Tuvwx'],
    ['longer, cut at the last word boundary', 'Sklep Spożywczy Pod Lipkami Spółka', 26, 'Sklep Spożywczy Pod...'],
    [
      'longer, the limit falls right before a space',
      'Abcdefghij Klmnopqrs Tuvwx Yz',
      26,
      'Abcdefghij Klmnopqrs Tuvwx...',
    ],
    ['longer, no word boundary at all', 'Konstantynopolitańczykowianeczka', 26, 'Konstantynopolitańczykowia...'],
    ['extra white space is folded', '  Sklep   u   Ani  ', 26, 'Sklep u Ani'],
    ['line breaks and tabs are white space too', 'Sklep\n\tu Ani', 26, 'Sklep u Ani'],
    ['empty text stays empty', '', 26, ''],
    ['Polish letters count as one character each', 'Żółć żółć żółć żółć żółć żółć', 13, 'Żółć żółć...'],
    ['a comma left at the cut goes', 'Hurtownia Lipa, oddział Pruszków', 16, 'Hurtownia Lipa...'],
    ['a dash left at the cut goes', 'Sklep Ania — Wola Park', 13, 'Sklep Ania...'],
    ['a hyphenated word is not a boundary', 'Nowak-Kowalska Anna', 10, 'Nowak-Kowa...'],
  ])('%s', (_case, input, max, expected) => {
    expect(truncateWords(input, max)).toBe(expected);
  });

  it('uppercases the store name (Polish letters too) and cuts it to 26 characters', () => {
    expect(formatStoreName('Sklep Spożywczy „Pod Lipami” Spółka Cywilna')).toBe('SKLEP SPOŻYWCZY „POD...');
    expect(formatStoreName('żabka')).toBe('ŻABKA');
  });
});
