import { describe, expect, it } from 'vitest';
import type { Profile } from '../api/profile';
import { NIP_CHECKSUM_MESSAGE, NIP_LENGTH_MESSAGE } from '../../../shared/rules/nip';
import { formatPhone } from '../../../shared/rules/phone';
import { formatPostalCode } from '../../../shared/rules/postal-code';
import { STORE_NAME_INVISIBLE, STORE_NAME_LONG, STORE_NAME_MISSING } from '../../../shared/rules/store-name';
import { serverFieldErrors } from '../forms/server-errors';
import {
  MESSAGES,
  fieldProblem,
  isChanged,
  profileFieldOf,
  toEditRequest,
  validateProfile,
  valuesFromProfile,
  type ProfileValues,
} from './rules';

const PROFILE: Profile = {
  username: 'demo',
  email: 'demo@punkty.example',
  storeName: 'Sklep Spożywczy „Pod Lipami”',
  firstname: 'Anna',
  lastname: 'Wiśniewska',
  nip: '5261040828',
  phone: '+48 601 234 567',
  address: { street: 'ul. Lipowa 12', postalCode: '05-800', city: 'Pruszków' },
  bankAccount: 'PL61109010140000071219812874',
  consents: { rules: true, marketing: true, sms: false },
  groupCode: 'STD',
};
const VALUES = valuesFromProfile(PROFILE);
const withValue = (over: Partial<ProfileValues>): ProfileValues => ({ ...VALUES, ...over });

describe('profile form rules (mirroring the reference server)', () => {
  it('starts from the stored profile, formatted for reading', () => {
    expect(VALUES).toMatchObject({
      nip: '526-104-08-28',
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
      consentRules: true,
      consentSms: false,
    });
    expect(validateProfile(VALUES)).toEqual({});
  });

  it.each([
    ['firstname', '', MESSAGES.firstnameMissing],
    ['firstname', '   ', MESSAGES.firstnameMissing],
    ['firstname', 'Łucja', null],
    ['firstname', 'Anna1', MESSAGES.firstnameLetters],
    ['firstname', 'Anna-Maria', MESSAGES.firstnameLetters],
    ['firstname', 'Anna Maria', MESSAGES.firstnameLetters],
    ['firstname', 'A'.repeat(61), 'Imię może mieć najwyżej 60 znaków.'],
    ['lastname', 'Nowak-Kowalska', null],
    ['lastname', 'de la Cruz', null],
    ['lastname', "O'Brien", null],
    ['lastname', 'Żółkiewski', null],
    ['lastname', 'O’Brien', null],
    ['lastname', 'Nowak--Kowalska', MESSAGES.lastnameLetters],
    ['lastname', '-Nowak', MESSAGES.lastnameLetters],
    ['lastname', 'Nowak 2', MESSAGES.lastnameLetters],
    ['lastname', '', MESSAGES.lastnameMissing],
    ['storeName', '', STORE_NAME_MISSING],
    ['storeName', 'x'.repeat(201), STORE_NAME_LONG],
    ['storeName', 'Sklep\u200B', STORE_NAME_INVISIBLE],
    ['nip', '526-104-08-28', null],
    ['nip', '526 104 08 28', null],
    ['nip', '52610408', NIP_LENGTH_MESSAGE],
    ['nip', '', NIP_LENGTH_MESSAGE],
    ['nip', '5261040827', NIP_CHECKSUM_MESSAGE],
    ['email', '', MESSAGES.emailMissing],
    ['email', 'sklep@example', MESSAGES.email],
    ['email', 'sklep @example.pl', MESSAGES.email],
    ['email', 'sklep@example.pl', null],
    // the voucher order form is prefilled from the profile: both refuse a one-letter top-level domain
    ['email', 'jan@sklep.p', MESSAGES.email],
    ['phone', '', null],
    ['phone', '601234567', null],
    ['phone', '+48 601-234-567', null],
    ['phone', '0048601234567', null],
    ['phone', '12345', MESSAGES.phone],
    ['phone', '061234567', MESSAGES.phone],
    ['street', '', MESSAGES.streetMissing],
    ['postalCode', '05-800', null],
    ['postalCode', '05800', MESSAGES.postalCode],
    ['postalCode', '', MESSAGES.postalCodeMissing],
    ['city', '', MESSAGES.cityMissing],
    ['bankAccount', '', null],
    ['bankAccount', '61 1090 1014 0000 0712 1981 2874', null],
    ['bankAccount', 'PL61 1090 1014 0000 0712 1981 2875', expect.stringContaining('suma kontrolna')],
    ['bankAccount', '1234', expect.stringContaining('26 cyfr')],
  ] as const)('%s %j → %s', (field, value, expected) => {
    expect(fieldProblem(field, withValue({ [field]: value }))).toEqual(expected);
  });

  it('asks for a phone number only when SMS are wanted', () => {
    expect(fieldProblem('phone', withValue({ phone: '', consentSms: true }))).toBe(MESSAGES.phoneForSms);
    expect(fieldProblem('phone', withValue({ phone: '', consentSms: false }))).toBeNull();
  });

  it('requires accepting the rules', () => {
    expect(validateProfile(withValue({ consentRules: false }))).toEqual({ consentRules: MESSAGES.consentRules });
  });

  it('lists every problem in the order of the form', () => {
    expect(Object.keys(validateProfile(withValue({ city: '', firstname: '', nip: '1' })))).toEqual([
      'firstname',
      'nip',
      'city',
    ]);
  });

  it('sends the whole profile, tidied: NIP digits, compact IBAN, single spaces', () => {
    expect(
      toEditRequest(
        withValue({ firstname: ' Anna ', street: 'ul.  Lipowa   12', bankAccount: ' ', nip: '526-104-08-28' }),
      ),
    ).toEqual({
      firstname: 'Anna',
      lastname: 'Wiśniewska',
      storeName: 'Sklep Spożywczy „Pod Lipami”',
      nip: '5261040828',
      email: 'demo@punkty.example',
      phone: '+48 601 234 567',
      address: { street: 'ul. Lipowa 12', postalCode: '05-800', city: 'Pruszków' },
      bankAccount: '',
      consents: { rules: true, marketing: true, sms: false },
    });
    expect(toEditRequest(VALUES).bankAccount).toBe('PL61109010140000071219812874');
  });

  it('tells a change from a mere reformatting', () => {
    expect(isChanged(withValue({ nip: '5261040828' }), PROFILE)).toBe(false);
    expect(isChanged(withValue({ city: 'Warszawa' }), PROFILE)).toBe(true);
  });

  it.each([
    ['601234567', '+48 601 234 567'],
    ['0048 601 234 567', '+48 601 234 567'],
    ['12', '12'],
  ])('formats the phone %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['05800', '05-800'],
    [' 05-800 ', '05-800'],
    ['0580', '0580'],
  ])('formats the postal code %j as %j', (input, expected) => {
    expect(formatPostalCode(input)).toBe(expected);
  });

  it("maps the server's per-field errors onto the form", () => {
    expect(
      serverFieldErrors(
        {
          status: 422,
          errors: [
            { path: 'nip', message: 'Nieprawidłowy NIP (błędna suma kontrolna).' },
            { path: 'address.postalCode', message: 'Kod pocztowy musi mieć postać NN-NNN, np. 05-800.' },
            { path: 'consents.rules', message: 'Akceptacja regulaminu jest warunkiem udziału w programie.' },
            { path: 'nip', message: 'A second message for the same field is added.' },
            { path: 'unknown', message: 'x' },
            { path: 'email' },
            'garbage',
          ],
        },
        profileFieldOf,
      ),
    ).toEqual({
      nip: 'Nieprawidłowy NIP (błędna suma kontrolna). A second message for the same field is added.',
      postalCode: 'Kod pocztowy musi mieć postać NN-NNN, np. 05-800.',
      consentRules: 'Akceptacja regulaminu jest warunkiem udziału w programie.',
    });
    expect(serverFieldErrors(null, profileFieldOf)).toEqual({});
    expect(serverFieldErrors({ errors: 'x' }, profileFieldOf)).toEqual({});
    expect(serverFieldErrors({ errors: [{ path: 'toString', message: 'x' }] }, profileFieldOf)).toEqual({});
  });
});
