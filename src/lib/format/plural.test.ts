import { describe, expect, it } from 'vitest';
import { NOUNS, pluralForm } from './plural';

describe('pluralForm (spec section 5, D8)', () => {
  it.each([
    [0, 'punktów'],
    [1, 'punkt'],
    [2, 'punkty'],
    [4, 'punkty'],
    [5, 'punktów'],
    [11, 'punktów'],
    [12, 'punktów'],
    [14, 'punktów'],
    [21, 'punktów'],
    [22, 'punkty'],
    [25, 'punktów'],
    [112, 'punktów'],
    [122, 'punkty'],
    [1001, 'punktów'],
    [-2, 'punkty'],
    [2.5, 'punktu'],
    [0.5, 'punktu'],
  ])('%s %s', (count, expected) => {
    expect(pluralForm(count, NOUNS.point)).toBe(expected);
  });

  it.each([
    [1, 'dzień'],
    [2, 'dni'],
    [1, 'godzina'],
    [3, 'godziny'],
    [13, 'godzin'],
    [23, 'minuty'],
    [45, 'sekund'],
  ] as const)('countdown units: %s %s', (count, expected) => {
    const noun = Object.values(NOUNS).find((f) => Object.values(f).includes(expected))!;
    expect(pluralForm(count, noun)).toBe(expected);
  });
});
