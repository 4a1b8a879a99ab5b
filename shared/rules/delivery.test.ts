import { describe, expect, it } from 'vitest';
import { CITY_MISSING } from './address.ts';
import {
  API_BANK_ACCOUNT_WORDING,
  BANK_ACCOUNT_MISSING,
  COURIER_PHONE_MISSING,
  CUSTOMER_NUMBER_LONG,
  DELIVERY_FIELDS,
  DELIVERY_STREET_LONG,
  deliveryProblems,
  FORM_BANK_ACCOUNT_WORDING,
  RECIPIENT_MISSING,
  VOUCHER_EMAIL_MISSING,
  VOUCHER_PHONE_MISSING,
  type DeliveryValues,
} from './delivery.ts';
import { DELIVERY_METHODS, type DeliveryMethod } from './delivery-methods.ts';
import { EMAIL_MESSAGE } from './email.ts';
import { IBAN_CHECKSUM_FORM_MESSAGE, IBAN_CHECKSUM_MESSAGE, IBAN_FORMAT_MESSAGE } from './iban.ts';
import { PHONE_MESSAGE } from './phone.ts';
import { POSTAL_CODE_MESSAGE, POSTAL_CODE_MISSING } from './postal-code.ts';

const apiProblems = (method: DeliveryMethod, values: DeliveryValues) =>
  deliveryProblems(method, values, API_BANK_ACCOUNT_WORDING);

const GOOD = {
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  recipient: 'Anna Wiśniewska',
  street: 'ul. Lipowa 12',
  postalCode: '05-800',
  city: 'Pruszków',
  phone: '+48 601 234 567',
  email: 'anna@sklep.pl',
  customerNumber: 'K-1',
};

describe('the delivery data per method', () => {
  it('asks each method for its own fields', () => {
    expect(DELIVERY_FIELDS).toEqual({
      MA: ['bankAccount'],
      MT: ['recipient', 'street', 'postalCode', 'city', 'phone'],
      MV: ['email', 'phone'],
      CB: ['customerNumber'],
      GFCA: ['customerNumber'],
    });
  });

  it('accepts good data of every method, and nothing else is looked at', () => {
    for (const method of DELIVERY_METHODS) expect(apiProblems(method, GOOD), method).toEqual({});
    expect(apiProblems('MA', { ...GOOD, email: 'x' })).toEqual({});
  });

  it('names each field’s problem, in the order of the form', () => {
    const problems = apiProblems('MT', {
      recipient: ' ',
      street: 'x'.repeat(121),
      postalCode: '05800',
      phone: '',
    });
    expect(problems).toEqual({
      recipient: RECIPIENT_MISSING,
      street: DELIVERY_STREET_LONG,
      postalCode: POSTAL_CODE_MESSAGE,
      city: CITY_MISSING,
      phone: COURIER_PHONE_MISSING,
    });
    expect(Object.keys(problems)).toEqual(DELIVERY_FIELDS.MT);
    expect(apiProblems('MT', { ...GOOD, postalCode: '', phone: '12' })).toEqual({
      postalCode: POSTAL_CODE_MISSING,
      phone: PHONE_MESSAGE,
    });
    expect(apiProblems('MV', { email: '', phone: '' })).toEqual({
      email: VOUCHER_EMAIL_MISSING,
      phone: VOUCHER_PHONE_MISSING,
    });
    expect(apiProblems('MV', { email: 'jan@sklep.p', phone: '601234567' })).toEqual({ email: EMAIL_MESSAGE });
    expect(apiProblems('CB', { customerNumber: 'x'.repeat(41) })).toEqual({
      customerNumber: CUSTOMER_NUMBER_LONG,
    });
    expect(apiProblems('GFCA', {})).toEqual({});
  });

  it('words a bank account’s problem for the API, or for the form that shows the format as a hint', () => {
    const typo = { bankAccount: 'PL61109010140000071219812875' };
    expect(apiProblems('MA', {})).toEqual({ bankAccount: `${BANK_ACCOUNT_MISSING} ${IBAN_FORMAT_MESSAGE}` });
    expect(deliveryProblems('MA', typo, API_BANK_ACCOUNT_WORDING)).toEqual({ bankAccount: IBAN_CHECKSUM_MESSAGE });
    expect(deliveryProblems('MA', {}, FORM_BANK_ACCOUNT_WORDING)).toEqual({ bankAccount: BANK_ACCOUNT_MISSING });
    expect(deliveryProblems('MA', typo, FORM_BANK_ACCOUNT_WORDING)).toEqual({
      bankAccount: IBAN_CHECKSUM_FORM_MESSAGE,
    });
    expect(apiProblems('MA', { bankAccount: 'PL6110901014' })).toEqual({ bankAccount: IBAN_FORMAT_MESSAGE });
  });
});
