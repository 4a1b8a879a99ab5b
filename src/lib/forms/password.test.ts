import { describe, expect, it } from 'vitest';
import {
  NEW_PASSWORD_CONFIRMATION_MISSING,
  PASSWORD_MISMATCH_MESSAGE,
  passwordProblems,
  SAME_PASSWORD_MESSAGE,
} from '../../../shared/rules/password';
import { NEW_PASSWORD_MISSING, newPasswordErrors } from './password';

describe('a new password and its confirmation', () => {
  it.each([
    ['', '', undefined, { password: NEW_PASSWORD_MISSING, confirmation: NEW_PASSWORD_CONFIRMATION_MISSING }],
    ['abc', 'abc', undefined, { password: passwordProblems('abc').join(' ') }],
    ['Nowe!2026', 'Nowe!2027', undefined, { confirmation: PASSWORD_MISMATCH_MESSAGE }],
    ['Nowe!2026', 'Nowe!2026', undefined, {}],
    ['Nowe!2026', 'Nowe!2026', 'Stare!2025', {}],
    ['Nowe!2026', 'Nowe!2026', 'Nowe!2026', { password: SAME_PASSWORD_MESSAGE }],
    // no mismatch is claimed while the new password itself is missing
    ['', 'Nowe!2026', undefined, { password: NEW_PASSWORD_MISSING }],
  ])('%j / %j (current %j) → %j', (password, confirmation, current, expected) => {
    expect(newPasswordErrors(password, confirmation, current)).toEqual(expected);
  });
});
