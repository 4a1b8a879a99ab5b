import { describe, expect, it } from 'vitest';
import { NOUNS, formatCount, pluralForm } from './plural';

const nb = (s: string) => s.replace(/ /g, '\u00a0');

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
    [101, 'punktów'],
    [112, 'punktów'],
    [122, 'punkty'],
    [1001, 'punktów'],
    [-1, 'punkt'],
    [-2, 'punkty'],
    [-12, 'punktów'],
    // fractions take the singular genitive whatever the whole part
    [0.5, 'punktu'],
    [1.5, 'punktu'],
    [2.5, 'punktu'],
    [4.25, 'punktu'],
    [12.5, 'punktu'],
    [22.75, 'punktu'],
    [-0.5, 'punktu'],
    [1.0, 'punkt'],
  ])('%s %s', (count, expected) => {
    expect(pluralForm(count, NOUNS.point)).toBe(expected);
  });

  // The countdown's units through the whole table of the acceptance list.
  const table: [number, string, string, string, string][] = [
    [0, 'dni', 'godzin', 'minut', 'sekund'],
    [1, 'dzień', 'godzina', 'minuta', 'sekunda'],
    [2, 'dni', 'godziny', 'minuty', 'sekundy'],
    [4, 'dni', 'godziny', 'minuty', 'sekundy'],
    [5, 'dni', 'godzin', 'minut', 'sekund'],
    [11, 'dni', 'godzin', 'minut', 'sekund'],
    [12, 'dni', 'godzin', 'minut', 'sekund'],
    [14, 'dni', 'godzin', 'minut', 'sekund'],
    [21, 'dni', 'godzin', 'minut', 'sekund'],
    [22, 'dni', 'godziny', 'minuty', 'sekundy'],
    [25, 'dni', 'godzin', 'minut', 'sekund'],
    [112, 'dni', 'godzin', 'minut', 'sekund'],
    [122, 'dni', 'godziny', 'minuty', 'sekundy'],
    [1.5, 'dnia', 'godziny', 'minuty', 'sekundy'],
  ];
  it.each(table)('countdown units: %s → %s, %s, %s, %s', (count, day, hour, minute, second) => {
    expect(pluralForm(count, NOUNS.day)).toBe(day);
    expect(pluralForm(count, NOUNS.hour)).toBe(hour);
    expect(pluralForm(count, NOUNS.minute)).toBe(minute);
    expect(pluralForm(count, NOUNS.second)).toBe(second);
  });
});

describe('formatCount (D8)', () => {
  it.each([
    [1, NOUNS.point, '1 punkt'],
    [2, NOUNS.point, '2 punkty'],
    [1000, NOUNS.point, '1 000 punktów'],
    [1002, NOUNS.point, '1 002 punkty'],
    [12345.5, NOUNS.point, '12 345,5 punktu'],
    [2.001, NOUNS.point, '2 punkty'],
    [0.5, NOUNS.point, '0,5 punktu'],
    [3, NOUNS.award, '3 nagrody'],
    [5, NOUNS.task, '5 zadań'],
    [22, NOUNS.entry, '22 wpisy'],
    [1, NOUNS.entry, '1 wpis'],
    [Number.NaN, NOUNS.point, '– punktów'],
  ] as const)('%s → %s', (count, forms, expected) => {
    expect(formatCount(count, forms)).toBe(nb(expected));
  });
});
