import { describe, expect, it } from 'vitest';
import { passwordProblems, PASSWORD_RULES } from './password.ts';

describe('password rules', () => {
  it('accept 8 to 128 characters with a lowercase letter, an uppercase letter and a digit', () => {
    for (const password of ['Demo!234', 'Zażółć1gęślą', `Aa1${'x'.repeat(125)}`])
      expect(passwordProblems(password), password).toEqual([]);
  });

  it('name every broken rule, in the order of the list above the field', () => {
    expect(passwordProblems('')).toEqual([
      'Hasło musi mieć co najmniej 8 znaków.',
      'Hasło musi zawierać małą literę.',
      'Hasło musi zawierać wielką literę.',
      'Hasło musi zawierać cyfrę.',
    ]);
    expect(passwordProblems(`Aa1${'x'.repeat(126)}`)).toEqual(['Hasło może mieć najwyżej 128 znaków.']);
    expect(passwordProblems('ŁÓDŹ1234')).toEqual(['Hasło musi zawierać małą literę.']);
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'co najmniej 8 znaków',
      'najwyżej 128 znaków',
      'małą literę',
      'wielką literę',
      'cyfrę',
    ]);
  });

  it('count characters, not UTF-16 units', () => {
    expect(passwordProblems('Aa1😀😀')).toEqual(['Hasło musi mieć co najmniej 8 znaków.']);
    expect(passwordProblems('Aa1😀😀😀😀😀')).toEqual([]);
  });
});
