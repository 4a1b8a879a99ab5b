import { describe, expect, it } from 'vitest';
import { FIELD_CASES, type FieldKind } from '../../../tests/fixtures/field-cases.ts';
import { passwordProblems } from './accounts.ts';
import {
  emailProblem,
  ibanProblem,
  nipProblem,
  personNameProblem,
  phoneProblem,
  postalCodeProblem,
  storeNameProblem,
} from './validation.ts';

/** The server's rule for each kind of field: true when the value is accepted. */
const ACCEPTS: Record<FieldKind, (value: string) => boolean> = {
  email: (v) => emailProblem(v) === null,
  phone: (v) => phoneProblem(v) === null,
  postcode: (v) => postalCodeProblem(v) === null,
  nip: (v) => nipProblem(v) === null,
  iban: (v) => ibanProblem(v) === null,
  password: (v) => passwordProblems(v).length === 0,
  // The server has one rule for both names; the table holds it to both.
  name: (v) => personNameProblem(v, 'firstname') === null && personNameProblem(v, 'lastname') === null,
  store: (v) => storeNameProblem(v) === null,
};

describe('the shared table of field cases (tests/fixtures/field-cases.ts), on the server', () => {
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
