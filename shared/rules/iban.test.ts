import { describe, expect, it } from 'vitest';
import {
  formatIban,
  IBAN_CHECKSUM_FORM_MESSAGE,
  IBAN_CHECKSUM_MESSAGE,
  IBAN_FORMAT_MESSAGE,
  ibanProblem,
  normaliseIban,
} from './iban.ts';

describe('Polish IBAN (mod 97)', () => {
  it.each([
    'PL61109010140000071219812874',
    'PL61 1090 1014 0000 0712 1981 2874',
    'pl61 1090 1014 0000 0712 1981 2874',
    '61 1090 1014 0000 0712 1981 2874',
    '61-1090-1014-0000-0712-1981-2874',
    'PL27114020040000300201355387',
    '',
    '   ',
  ])('accepts %j', (value) => {
    expect(ibanProblem(value)).toBeNull();
  });

  it('refuses a typo by its checksum, in the API’s words or the form’s', () => {
    expect(ibanProblem('PL61109010140000071219812875')).toBe(IBAN_CHECKSUM_MESSAGE);
    expect(ibanProblem('PL16109010140000071219812874')).toBe(IBAN_CHECKSUM_MESSAGE);
    expect(ibanProblem('PL62109010140000071219812874', IBAN_CHECKSUM_FORM_MESSAGE)).toBe(
      'Nieprawidłowy numer konta (błędna suma kontrolna). Sprawdź, czy nie ma literówki.',
    );
  });

  it.each([
    'PL6110901014',
    'PL6110901014000007121981287',
    'DE89370400440532013000',
    'PL61 1090 1014 0000 0712 1981 287X',
    '123',
  ])('refuses the wrong shape %s', (value) => {
    expect(ibanProblem(value)).toBe(IBAN_FORMAT_MESSAGE);
  });

  it('normalises and formats', () => {
    expect(normaliseIban('61 1090 1014 0000 0712 1981 2874')).toBe('PL61109010140000071219812874');
    expect(normaliseIban('pl61-1090-1014-0000-0712-1981-2874')).toBe('PL61109010140000071219812874');
    expect(formatIban('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatIban('abc')).toBe('abc');
  });
});
