import { describe, expect, it } from 'vitest';
import { formatPostalCode, POSTAL_CODE_MESSAGE, postalCodeProblem } from './postal-code.ts';

describe('postal code', () => {
  it('wants NN-NNN', () => {
    expect(postalCodeProblem('05-800')).toBeNull();
    for (const code of ['05800', '5-800', '05-8000', 'AB-123', '']) {
      expect(postalCodeProblem(code), code).toBe(POSTAL_CODE_MESSAGE);
    }
  });

  it('puts the hyphen into five digits, leaves anything else as typed', () => {
    expect(formatPostalCode(' 05800 ')).toBe('05-800');
    expect(formatPostalCode('0580')).toBe('0580');
  });
});
