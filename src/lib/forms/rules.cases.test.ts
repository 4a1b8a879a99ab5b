import { describe, expect, it } from 'vitest';
import { FIELD_CASES, type FieldKind } from '../../../tests/fixtures/field-cases';
import { FIELD_RULES } from './rules';

describe('the shared table of field cases (tests/fixtures/field-cases.ts), on the site', () => {
  for (const kind of Object.keys(FIELD_CASES) as FieldKind[]) {
    it.each(FIELD_CASES[kind])(`${kind}: $why`, ({ value, valid, why }) => {
      expect(FIELD_RULES[kind](value) === null, why).toBe(valid);
    });
  }
});
