import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers.ts';

describe('formatNumber (D8)', () => {
  it.each([
    [800, '800'],
    [1000, '1\u00a0000'],
    [12345.5, '12\u00a0345,5'],
    [1234567.891, '1\u00a0234\u00a0567,89'],
    [0.1 + 0.2, '0,3'],
    [-1500, '-1\u00a0500'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});
