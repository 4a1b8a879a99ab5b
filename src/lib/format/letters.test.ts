import { describe, expect, it } from 'vitest';
import { acceptPaste, isAllowedKey, isLettersOnly } from './letters';

describe('letters-only input (spec section 5)', () => {
  it.each([
    // Latin letters
    ['a', true],
    ['Z', true],
    // every Polish letter, both cases
    ...[...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'].map((ch) => [ch, true] as [string, boolean]),
    // digits
    ...[...'0123456789'].map((ch) => [ch, false] as [string, boolean]),
    // anything else that types a character
    [' ', false],
    ['-', false],
    ["'", false],
    ['@', false],
    ['.', false],
    ['ß', false],
    ['é', false],
    ['😀', false],
    // the spec's editing keys
    ['Backspace', true],
    ['Tab', true],
    ['Enter', true],
    ['ArrowLeft', true],
    ['ArrowRight', true],
    ['ArrowUp', true],
    ['ArrowDown', true],
    ['Delete', true],
    ['Home', true],
    ['End', true],
    // named keys type nothing themselves (composition is checked on input)
    ['Shift', true],
    ['Escape', true],
    ['F5', true],
    ['Unidentified', true],
    ['Dead', true],
  ])('key %j allowed: %s', (key, allowed) => {
    expect(isAllowedKey({ key })).toBe(allowed);
  });

  it('never blocks shortcuts such as Ctrl+V', () => {
    expect(isAllowedKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAllowedKey({ key: '1', metaKey: true })).toBe(true);
  });

  it('judges an AltGr letter by its character', () => {
    expect(isAllowedKey({ key: 'ł', altKey: true })).toBe(true);
    expect(isAllowedKey({ key: '€', altKey: true })).toBe(false);
  });

  it('allows the extra characters a field asks for', () => {
    expect(isAllowedKey({ key: '-' }, { extra: ' -' })).toBe(true);
    expect(isAllowedKey({ key: ' ' }, { extra: ' -' })).toBe(true);
    expect(isAllowedKey({ key: '1' }, { extra: ' -' })).toBe(false);
  });

  it.each([
    ['Żółkiewski', true],
    ['Anna', true],
    ['ŁUKASZ', true],
    ['', true],
    ['Anna1', false],
    ['1Anna', false],
    ['123', false],
    ['Jan Kowalski', false],
    ['Nowak-Kowalska', false],
    ['<script>', false],
    ['Anna\n', false],
  ])('text %j is letters only: %s', (text, allowed) => {
    expect(isLettersOnly(text)).toBe(allowed);
  });

  it.each([
    ['Żółkiewski', {}, 'Żółkiewski'],
    ['  Anna \n', {}, 'Anna'],
    ['Anna1', {}, null],
    ['12', {}, null],
    ['Jan Kowalski', {}, null],
    ['Nowak-Kowalska', { extra: ' -' }, 'Nowak-Kowalska'],
    ['de la Cruz', { extra: ' -' }, 'de la Cruz'],
    ['Nowak 2', { extra: ' -' }, null],
    ['', {}, ''],
  ])('paste %j (%o) inserts %j', (text, opts, expected) => {
    expect(acceptPaste(text, opts)).toBe(expected);
  });
});
