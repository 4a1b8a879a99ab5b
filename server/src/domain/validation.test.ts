import { describe, expect, it } from 'vitest';
import {
  formatNip,
  ibanProblem,
  nipProblem,
  normaliseIban,
  normaliseNip,
  normalisePhone,
  personNameProblem,
  phoneProblem,
  postalCodeProblem,
} from './validation.ts';

describe('NIP', () => {
  it('accepts 10 digits with a valid checksum, whatever the separators', () => {
    for (const nip of ['5261040828', '526-104-08-28', '526 104 08 28', 'PL 774-000-14-54'])
      expect(nipProblem(nip), nip).toBeNull();
    expect(normaliseNip('526-104-08-28')).toBe('5261040828');
    expect(formatNip('5261040828')).toBe('526-104-08-28');
  });

  it('refuses a wrong length with the message of the spec, then a wrong checksum', () => {
    expect(nipProblem('')).toBe('Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.');
    expect(nipProblem('526-104-08-288')).toBe('Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.');
    expect(nipProblem('5261040829')).toBe('Nieprawidłowy NIP (błędna suma kontrolna).');
    // A weighted sum whose remainder is 10 can never be valid.
    expect(nipProblem('1000000000')).toBe('Nieprawidłowy NIP (błędna suma kontrolna).');
  });
});

describe('bank account (Polish IBAN)', () => {
  it('accepts empty, PL + 26 digits, spaces, and the 26-digit form without PL', () => {
    expect(ibanProblem('')).toBeNull();
    expect(ibanProblem('PL61 1090 1014 0000 0712 1981 2874')).toBeNull();
    expect(normaliseIban('61 1090 1014 0000 0712 1981 2874')).toBe('PL61109010140000071219812874');
    expect(normaliseIban('pl61-1090-1014-0000-0712-1981-2874')).toBe('PL61109010140000071219812874');
  });

  it('refuses another country, a wrong length and a wrong check (mod 97)', () => {
    expect(ibanProblem('DE89370400440532013000')).toBe('Numer konta musi mieć 26 cyfr (z prefiksem PL lub bez).');
    expect(ibanProblem('PL6110901014000007121981287')).toBe('Numer konta musi mieć 26 cyfr (z prefiksem PL lub bez).');
    expect(ibanProblem('PL62109010140000071219812874')).toBe('Nieprawidłowy numer konta (błędna suma kontrolna).');
  });
});

describe('phone', () => {
  it('accepts 9 digits with an optional +48 and stores them as +48 NNN NNN NNN', () => {
    for (const phone of ['601234567', '601 234 567', '+48 601-234-567', '0048601234567', '(22) 123 45 67', '']) {
      expect(phoneProblem(phone), phone).toBeNull();
    }
    expect(normalisePhone('0048 601234567')).toBe('+48 601 234 567');
    expect(normalisePhone('')).toBe('');
  });

  it('refuses other lengths, letters and foreign prefixes', () => {
    for (const phone of ['60123456', '6012345678', '+49 601 234 567', 'tel. 601234567', '012345678']) {
      expect(phoneProblem(phone), phone).toBe('Podaj polski numer telefonu: 9 cyfr, opcjonalnie poprzedzonych +48.');
    }
  });
});

describe('postal code', () => {
  it('wants NN-NNN', () => {
    expect(postalCodeProblem('05-800')).toBeNull();
    for (const code of ['05800', '5-800', '05-8000', 'AB-123', ''])
      expect(postalCodeProblem(code), code).not.toBeNull();
  });
});

describe('names', () => {
  it('accepts Polish and Latin letters joined by one space, hyphen or apostrophe', () => {
    for (const name of ['Łukasz', 'Anna Maria', 'Wiśniewska-Kowalczyk', "O'Brien", 'Żółć', 'José', '  Jan  ']) {
      expect(personNameProblem(name, 'firstname'), name).toBeNull();
    }
  });

  it('refuses digits, other scripts, separators at the edges or doubled, and empty values', () => {
    for (const name of ['Jan2', 'Иван', '-Jan', "Jan'", 'Jan--Maria', 'Jan_', 'Anna.']) {
      expect(personNameProblem(name, 'lastname'), name).toBe(
        'Nazwisko może zawierać tylko litery oraz spację, łącznik lub apostrof między nimi.',
      );
    }
    expect(personNameProblem('  ', 'firstname')).toBe('Podaj imię.');
    expect(personNameProblem('A'.repeat(61), 'firstname')).toBe('Imię może mieć najwyżej 60 znaków.');
  });
});
