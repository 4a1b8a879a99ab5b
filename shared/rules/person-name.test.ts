import { describe, expect, it } from 'vitest';
import {
  FIRSTNAME_FORM_MESSAGES,
  FIRSTNAME_MESSAGES,
  LASTNAME_FORM_MESSAGES,
  LASTNAME_MESSAGES,
  personNameProblem,
} from './person-name.ts';

describe('names', () => {
  it('accepts Polish and Latin letters joined by one space, hyphen or apostrophe', () => {
    for (const name of ['Łukasz', 'Anna Maria', 'Wiśniewska-Kowalczyk', "O'Brien", 'Żółć', 'José', '  Jan  ']) {
      expect(personNameProblem(name, FIRSTNAME_MESSAGES), name).toBeNull();
    }
  });

  it('refuses digits, other scripts, separators at the edges or doubled, and empty values', () => {
    for (const name of ['Jan2', 'Иван', '-Jan', "Jan'", 'Jan--Maria', 'Jan_', 'Anna.']) {
      expect(personNameProblem(name, LASTNAME_MESSAGES), name).toBe(
        'Nazwisko może zawierać tylko litery oraz spację, łącznik lub apostrof między nimi.',
      );
    }
    expect(personNameProblem('  ', FIRSTNAME_MESSAGES)).toBe('Podaj imię.');
    expect(personNameProblem('A'.repeat(61), FIRSTNAME_MESSAGES)).toBe('Imię może mieć najwyżej 60 znaków.');
  });

  it('words the letters rule the profile form’s way when asked', () => {
    expect(personNameProblem('Anna1', FIRSTNAME_FORM_MESSAGES)).toBe('Imię może zawierać tylko litery.');
    expect(personNameProblem('-Nowak', LASTNAME_FORM_MESSAGES)).toBe(
      'Nazwisko może zawierać tylko litery oraz łącznik, spację lub apostrof między nimi.',
    );
    expect(personNameProblem('', LASTNAME_FORM_MESSAGES)).toBe(LASTNAME_MESSAGES.missing);
  });
});
