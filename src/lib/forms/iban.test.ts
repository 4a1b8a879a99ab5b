import { describe, expect, it } from 'vitest';
import {
  formatIban,
  IBAN_CHECKSUM_MESSAGE,
  IBAN_FORMAT_MESSAGE,
  IBAN_REQUIRED_MESSAGE,
  ibanProblem,
  normaliseIban,
} from './iban';

describe('Polish IBAN (mod 97)', () => {
  it.each([
    'PL61109010140000071219812874',
    'PL61 1090 1014 0000 0712 1981 2874',
    'pl61 1090 1014 0000 0712 1981 2874',
    '61 1090 1014 0000 0712 1981 2874',
    '61-1090-1014-0000-0712-1981-2874',
    'PL27114020040000300201355387',
  ])('accepts %s', (value) => {
    expect(ibanProblem(value)).toBeNull();
  });

  it('refuses a typo by its checksum', () => {
    expect(ibanProblem('PL61109010140000071219812875')).toBe(IBAN_CHECKSUM_MESSAGE);
    expect(ibanProblem('PL16109010140000071219812874')).toBe(IBAN_CHECKSUM_MESSAGE);
  });

  it.each(['PL6110901014', 'DE89370400440532013000', 'PL61 1090 1014 0000 0712 1981 287X', '123'])(
    'refuses the wrong shape %s',
    (value) => {
      expect(ibanProblem(value)).toBe(IBAN_FORMAT_MESSAGE);
    },
  );

  it('asks for a number when empty', () => {
    expect(ibanProblem('   ')).toBe(IBAN_REQUIRED_MESSAGE);
  });

  it('normalises and formats', () => {
    expect(normaliseIban('61 1090 1014 0000 0712 1981 2874')).toBe('PL61109010140000071219812874');
    expect(formatIban('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatIban('abc')).toBe('abc');
  });
});
