import { describe, expect, it } from 'vitest';
import { emailProblem } from './email.ts';
import { FIELD_CASES, type FieldKind } from './field-cases.ts';
import { ibanProblem } from './iban.ts';
import { nipProblem } from './nip.ts';
import { passwordProblems } from './password.ts';
import { FIRSTNAME_MESSAGES, LASTNAME_MESSAGES, personNameProblem } from './person-name.ts';
import { phoneProblem } from './phone.ts';
import { postalCodeProblem } from './postal-code.ts';
import { storeNameProblem } from './store-name.ts';

/** The rule of each kind of field: true when the value is accepted. */
const ACCEPTS: Record<FieldKind, (value: string) => boolean> = {
  email: (v) => emailProblem(v) === null,
  phone: (v) => phoneProblem(v) === null,
  postcode: (v) => postalCodeProblem(v) === null,
  nip: (v) => nipProblem(v) === null,
  iban: (v) => ibanProblem(v) === null,
  password: (v) => passwordProblems(v).length === 0,
  // One rule for both names; the table holds it to both.
  name: (v) => personNameProblem(v, FIRSTNAME_MESSAGES) === null && personNameProblem(v, LASTNAME_MESSAGES) === null,
  store: (v) => storeNameProblem(v) === null,
};

describe('the table of field cases (field-cases.ts)', () => {
  it('holds 8 to 15 cases of each kind, each verdict at least once, no value twice', () => {
    for (const [kind, cases] of Object.entries(FIELD_CASES)) {
      expect(cases.length, kind).toBeGreaterThanOrEqual(8);
      expect(cases.length, kind).toBeLessThanOrEqual(15);
      expect(new Set(cases.map((c) => c.valid)), kind).toEqual(new Set([true, false]));
      expect(new Set(cases.map((c) => c.value)).size, kind).toBe(cases.length);
    }
  });

  for (const kind of Object.keys(FIELD_CASES) as FieldKind[]) {
    it.each(FIELD_CASES[kind])(`${kind}: $why`, ({ value, valid, why }) => {
      expect(ACCEPTS[kind](value), why).toBe(valid);
    });
  }
});
