/**
 * The delivery data an order needs, per delivery method of its award (the contract's
 * OrderDeliveryData): the fields of each method, their limits and the Polish problem of each.
 */
import { CITY_MISSING } from './address.ts';
import { emailProblem } from './email.ts';
import { IBAN_CHECKSUM_FORM_MESSAGE, IBAN_CHECKSUM_MESSAGE, IBAN_FORMAT_MESSAGE, ibanProblem } from './iban.ts';
import { phoneProblem } from './phone.ts';
import { POSTAL_CODE_MISSING, postalCodeProblem } from './postal-code.ts';
import type { DeliveryMethod } from './delivery-methods.ts';
import { charCount, collapseSpaces } from './text.ts';

export type DeliveryField =
  'bankAccount' | 'recipient' | 'street' | 'postalCode' | 'city' | 'phone' | 'email' | 'customerNumber';
export type DeliveryValues = Partial<Record<DeliveryField, string>>;
export type DeliveryProblems = Partial<Record<DeliveryField, string>>;

/** The fields of each method, in the order of the form and of the API's problems. */
export const DELIVERY_FIELDS: Record<DeliveryMethod, readonly DeliveryField[]> = {
  MA: ['bankAccount'],
  MT: ['recipient', 'street', 'postalCode', 'city', 'phone'],
  MV: ['email', 'phone'],
  CB: ['customerNumber'],
  GFCA: ['customerNumber'],
};

export const BANK_ACCOUNT_MISSING = 'Podaj numer konta, na który wyślemy przelew.';

export const RECIPIENT_MAX_LENGTH = 100;
export const RECIPIENT_MISSING = 'Podaj imię i nazwisko odbiorcy przesyłki.';
export const RECIPIENT_LONG = `Odbiorca może mieć najwyżej ${RECIPIENT_MAX_LENGTH} znaków.`;

export const DELIVERY_STREET_MAX_LENGTH = 120;
export const DELIVERY_STREET_MISSING = 'Podaj ulicę i numer domu (lokalu).';
export const DELIVERY_STREET_LONG = `Adres może mieć najwyżej ${DELIVERY_STREET_MAX_LENGTH} znaków.`;

export const DELIVERY_CITY_MAX_LENGTH = 60;
export const DELIVERY_CITY_LONG = `Miejscowość może mieć najwyżej ${DELIVERY_CITY_MAX_LENGTH} znaków.`;

export const COURIER_PHONE_MISSING = 'Podaj numer telefonu do kuriera.';
export const VOUCHER_EMAIL_MISSING = 'Podaj adres e-mail, na który wyślemy voucher.';
export const VOUCHER_PHONE_MISSING = 'Podaj numer telefonu: SMS-em wyślemy hasło do pliku z voucherem.';

export const CUSTOMER_NUMBER_MAX_LENGTH = 40;
export const CUSTOMER_NUMBER_LONG = `Numer klienta może mieć najwyżej ${CUSTOMER_NUMBER_MAX_LENGTH} znaków.`;

export interface BankAccountWording {
  missing: string;
  checksum: string;
}

/** The API has no hint to show beside the field, so its missing account also states the format. */
export const API_BANK_ACCOUNT_WORDING: BankAccountWording = {
  missing: `${BANK_ACCOUNT_MISSING} ${IBAN_FORMAT_MESSAGE}`,
  checksum: IBAN_CHECKSUM_MESSAGE,
};

/** The site's form shows the format as the field's hint, and advice after a checksum error. */
export const FORM_BANK_ACCOUNT_WORDING: BankAccountWording = {
  missing: BANK_ACCOUNT_MISSING,
  checksum: IBAN_CHECKSUM_FORM_MESSAGE,
};

const atMost = (max: number, tooLong: string) => (value: string) => (charCount(value) > max ? tooLong : null);

/**
 * The Polish problem of each of the method's fields, judged with their spaces collapsed;
 * empty when the data will do. Fields the method does not ask for are not looked at.
 * The wording of a bank account's problem is the API's or the form's (no default, so
 * a page's bundle holds only the form's).
 */
export function deliveryProblems(
  method: DeliveryMethod,
  values: DeliveryValues,
  bankAccountWording: BankAccountWording,
): DeliveryProblems {
  const problems: DeliveryProblems = {};
  const check = (field: DeliveryField, missing: string | null, problemOf: (value: string) => string | null) => {
    const value = collapseSpaces(values[field]);
    const problem = value === '' ? missing : problemOf(value);
    if (problem) problems[field] = problem;
  };
  switch (method) {
    case 'MA':
      check('bankAccount', bankAccountWording.missing, (value) => ibanProblem(value, bankAccountWording.checksum));
      break;
    case 'MT':
      check('recipient', RECIPIENT_MISSING, atMost(RECIPIENT_MAX_LENGTH, RECIPIENT_LONG));
      check('street', DELIVERY_STREET_MISSING, atMost(DELIVERY_STREET_MAX_LENGTH, DELIVERY_STREET_LONG));
      check('postalCode', POSTAL_CODE_MISSING, postalCodeProblem);
      check('city', CITY_MISSING, atMost(DELIVERY_CITY_MAX_LENGTH, DELIVERY_CITY_LONG));
      check('phone', COURIER_PHONE_MISSING, phoneProblem);
      break;
    case 'MV':
      check('email', VOUCHER_EMAIL_MISSING, emailProblem);
      check('phone', VOUCHER_PHONE_MISSING, phoneProblem);
      break;
    case 'CB':
    case 'GFCA':
      check('customerNumber', null, atMost(CUSTOMER_NUMBER_MAX_LENGTH, CUSTOMER_NUMBER_LONG));
      break;
  }
  return problems;
}
