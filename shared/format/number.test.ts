import { describe, expect, it } from 'vitest';
import { formatNumber } from './number.ts';

const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatNumber (D8)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [800, '800'],
    [999, '999'],
    [1000, '1 000'],
    [12345.5, '12 345,5'],
    [12345.678, '12 345,68'],
    [1234567, '1 234 567'],
    [1234567.891, '1 234 567,89'],
    [0.1 + 0.2, '0,3'],
    [2.005, '2,01'],
    [-1500, '-1 500'],
    [-0.5, '-0,5'],
    [100.0, '100'],
  ])('%s → %s', (input, expected) => {
    expect(formatNumber(input)).toBe(nb(expected));
  });

  it('shows a dash for a value that is not a number', () => {
    expect(formatNumber(Number.NaN)).toBe('–');
  });
});
