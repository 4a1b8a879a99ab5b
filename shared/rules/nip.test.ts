import { describe, expect, it } from 'vitest';
import { formatNip, NIP_CHECKSUM_MESSAGE, NIP_LENGTH_MESSAGE, nipChecksumOk, nipProblem, normaliseNip } from './nip.ts';

describe('NIP (spec sections 3 and 5)', () => {
  it.each([
    ['1234567890', '123-456-78-90'],
    ['123-456-78-90', '123-456-78-90'],
    ['123 456 78 90', '123-456-78-90'],
    ['12-34-56-78-90', '123-456-78-90'],
    ['PL1234567890', '123-456-78-90'],
    [' 5261040828 ', '526-104-08-28'],
    ['12345', '12345'],
    ['123456789012', '123456789012'],
    ['', ''],
  ])('formats %j as %j', (input, expected) => {
    expect(formatNip(input)).toBe(expected);
  });

  it.each([
    ['123456789', NIP_LENGTH_MESSAGE],
    ['12345678901', NIP_LENGTH_MESSAGE],
    ['123-456-78-9', NIP_LENGTH_MESSAGE],
    ['526-104-08-288', NIP_LENGTH_MESSAGE],
    ['abcdefghij', NIP_LENGTH_MESSAGE],
    ['', NIP_LENGTH_MESSAGE],
    ['5261040829', NIP_CHECKSUM_MESSAGE],
    // A weighted sum whose remainder is 10 can never be valid.
    ['1000000000', NIP_CHECKSUM_MESSAGE],
    ['5261040828', null],
    ['526-104-08-28', null],
    ['PL 774-000-14-54', null],
  ])('the length rule, then the check digit: %j', (input, expected) => {
    expect(nipProblem(input)).toBe(expected);
  });

  it('says both rules in Polish', () => {
    expect(NIP_LENGTH_MESSAGE).toBe('Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.');
    expect(NIP_CHECKSUM_MESSAGE).toBe('Nieprawidłowy NIP (błędna suma kontrolna).');
  });

  it.each([
    // the demo participants' NIPs and a few known-good ones
    ['5261040828', true],
    ['7740001454', true],
    ['526-104-08-28', true],
    ['5261040827', false],
    ['1234567890', false],
    ['0000000000', true],
    ['123456789', false],
  ])('check digit of %j ok: %s', (input, ok) => {
    expect(nipChecksumOk(input)).toBe(ok);
  });

  it('keeps only the digits to store and send', () => {
    expect(normaliseNip('526-104-08-28')).toBe('5261040828');
  });
});
