import { describe, expect, it } from 'vitest';
import * as server from '../../../server/src/domain/accounts.ts';
import {
  CONFIRMATION_MISSING,
  NEW_PASSWORD_MISSING,
  newPasswordErrors,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULES,
  passwordProblems,
  SAME_PASSWORD_MESSAGE,
} from './password';

// The site's forms must say exactly what the reference server will accept or refuse.
const SAMPLES = [
  '',
  'a',
  'Demo!234',
  'Demo!2345',
  'demo!2345',
  'DEMO!2345',
  'Demo!abcd',
  'Zażółć1gęślą',
  'ŁÓDŹ1234',
  'Aa1😀😀',
  'Aa1😀😀😀😀😀',
  `Aa1${'x'.repeat(125)}`,
  `Aa1${'x'.repeat(126)}`,
  '        ',
  'Ab1     ',
];

describe('password rules mirrored from the server (server/src/domain/accounts.ts)', () => {
  it.each(SAMPLES)('agree on %j', (password) => {
    expect(passwordProblems(password)).toEqual(server.passwordProblems(password));
  });

  it('have the same limits, rule ids and mismatch text', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([
      server.PASSWORD_MIN_LENGTH,
      server.PASSWORD_MAX_LENGTH,
    ]);
    expect(PASSWORD_RULES.map((r) => [r.id, r.message])).toEqual(server.PASSWORD_RULES.map((r) => [r.id, r.message]));
    expect(PASSWORD_MISMATCH_MESSAGE).toBe(server.PASSWORD_MISMATCH_MESSAGE);
  });
});

describe('a new password and its confirmation', () => {
  it.each([
    ['', '', undefined, { password: NEW_PASSWORD_MISSING, confirmation: CONFIRMATION_MISSING }],
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
