import { describe, expect, it } from 'vitest';
import { NIP_LENGTH_MESSAGE, formatNip, normaliseNip, validateNip } from './nip';

describe('NIP (spec sections 3 and 5)', () => {
  it.each([
    ['1234567890', '123-456-78-90'],
    ['123-456-78-90', '123-456-78-90'],
    ['123 456 78 90', '123-456-78-90'],
    ['PL1234567890', '123-456-78-90'],
    ['12345', '12345'],
    ['', ''],
  ])('formats %j as %j', (input, expected) => {
    expect(formatNip(input)).toBe(expected);
  });

  it.each([
    ['1234567890', null],
    ['123-456-78-90', null],
    ['123456789', NIP_LENGTH_MESSAGE],
    ['12345678901', NIP_LENGTH_MESSAGE],
    ['abcdefghij', NIP_LENGTH_MESSAGE],
    ['', NIP_LENGTH_MESSAGE],
  ])('validates %j', (input, expected) => {
    expect(validateNip(input)).toBe(expected);
  });

  it('says the length rule in Polish', () => {
    expect(NIP_LENGTH_MESSAGE).toBe('Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.');
  });

  it('keeps only the digits for the API', () => {
    expect(normaliseNip('526-104-08-28')).toBe('5261040828');
  });
});
