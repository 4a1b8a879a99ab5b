import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone, PHONE_MESSAGE, phoneProblem } from './phone.ts';

describe('phone', () => {
  it('accepts 9 digits with an optional +48, and empty (no phone given)', () => {
    for (const phone of ['601234567', '601 234 567', '+48 601-234-567', '0048601234567', '(22) 123 45 67', '']) {
      expect(phoneProblem(phone), phone).toBeNull();
    }
  });

  it('refuses other lengths, letters and foreign prefixes', () => {
    for (const phone of ['60123456', '6012345678', '+49 601 234 567', 'tel. 601234567', '012345678']) {
      expect(phoneProblem(phone), phone).toBe(PHONE_MESSAGE);
    }
  });

  it('stores a number as +48 NNN NNN NNN, and nothing for no number', () => {
    expect(normalisePhone('0048 601234567')).toBe('+48 601 234 567');
    expect(normalisePhone('')).toBe('');
    expect(normalisePhone('   ')).toBe('');
  });

  it('formats a number for reading, anything else as typed', () => {
    expect(formatPhone('601234567')).toBe('+48 601 234 567');
    expect(formatPhone('6012')).toBe('6012');
  });
});
