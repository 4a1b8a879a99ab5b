import { describe, expect, it } from 'vitest';
import { isAllowedKey, isLettersOnly } from './letters';

describe('letters-only input (spec section 5)', () => {
  it.each([
    ['a', true],
    ['Z', true],
    ['ą', true],
    ['Ł', true],
    ['ż', true],
    ['Ź', true],
    ['1', false],
    ['0', false],
    [' ', false],
    ['-', false],
    ['@', false],
    ['ß', false],
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
    ['F5', false],
  ])('key %j allowed: %s', (key, allowed) => {
    expect(isAllowedKey({ key })).toBe(allowed);
  });

  it('never blocks shortcuts such as Ctrl+V', () => {
    expect(isAllowedKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAllowedKey({ key: '1', metaKey: true })).toBe(true);
  });

  it('allows the extra characters a field asks for', () => {
    expect(isAllowedKey({ key: '-' }, { extra: ' -' })).toBe(true);
    expect(isAllowedKey({ key: '1' }, { extra: ' -' })).toBe(false);
  });

  it.each([
    ['Żółkiewski', true],
    ['Anna', true],
    ['', true],
    ['Anna1', false],
    ['Jan Kowalski', false],
    ['<script>', false],
    ['12', false],
  ])('paste %j allowed: %s', (text, allowed) => {
    expect(isLettersOnly(text)).toBe(allowed);
  });

  it('accepts a double-barrelled surname where the field allows a hyphen', () => {
    expect(isLettersOnly('Nowak-Kowalska', { extra: '-' })).toBe(true);
  });
});
