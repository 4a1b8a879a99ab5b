import type { ErrorBody } from '../../lib/errors.ts';
import {
  emailProblem,
  IBAN_FORMAT_MESSAGE,
  ibanProblem,
  normaliseIban,
  normalisePhone,
  normaliseSpaces,
  phoneProblem,
  postalCodeProblem,
} from '../validation.ts';
import type { DeliveryData, DeliveryMethod } from './model.ts';
import { deliveryDataInvalid } from './refusals.ts';

const text = (v: unknown): string =>
  typeof v === 'string' ? normaliseSpaces(v) : typeof v === 'number' ? String(v) : '';

/**
 * The delivery data the award's method needs, normalised (IBAN without spaces, phone as
 * +48 …); refuses with the Polish problem of each field (422 VALIDATION_FAILED).
 */
export function checkDeliveryData(method: DeliveryMethod, input: Record<string, unknown>): DeliveryData {
  const errors: NonNullable<ErrorBody['errors']> = [];
  const data: DeliveryData = {};
  const problem = (field: string, message: string | null) => {
    if (message) errors.push({ path: `deliveryData.${field}`, message });
  };
  const required = (field: string, missing: string, max: number, tooLong: string) => {
    const value = text(input[field]);
    if (value === '') problem(field, missing);
    else if ([...value].length > max) problem(field, tooLong);
    else data[field] = value;
    return value;
  };
  const phone = (missing: string) => {
    const value = text(input.phone);
    if (value === '') return problem('phone', missing);
    const p = phoneProblem(value);
    if (p) return problem('phone', p);
    data.phone = normalisePhone(value);
  };

  switch (method) {
    case 'MA': {
      const value = text(input.bankAccount);
      if (value === '')
        problem('bankAccount', `Podaj numer rachunku, na który wyślemy przelew. ${IBAN_FORMAT_MESSAGE}`);
      else {
        const p = ibanProblem(value);
        if (p) problem('bankAccount', p);
        else data.bankAccount = normaliseIban(value);
      }
      break;
    }
    case 'MT': {
      required(
        'recipient',
        'Podaj imię i nazwisko odbiorcy przesyłki.',
        100,
        'Odbiorca może mieć najwyżej 100 znaków.',
      );
      required('street', 'Podaj ulicę i numer domu (lokalu).', 120, 'Adres może mieć najwyżej 120 znaków.');
      const code = text(input.postalCode);
      if (code === '') problem('postalCode', 'Podaj kod pocztowy, np. 05-800.');
      else if (postalCodeProblem(code)) problem('postalCode', postalCodeProblem(code));
      else data.postalCode = code;
      required('city', 'Podaj miejscowość.', 60, 'Miejscowość może mieć najwyżej 60 znaków.');
      phone('Podaj numer telefonu do kuriera.');
      break;
    }
    case 'MV': {
      const email = text(input.email);
      if (email === '') problem('email', 'Podaj adres e-mail, na który wyślemy voucher.');
      else if (emailProblem(email)) problem('email', emailProblem(email));
      else data.email = email;
      phone('Podaj numer telefonu: SMS-em wyślemy hasło do pliku z voucherem.');
      break;
    }
    case 'CB':
    case 'GFCA': {
      const customer = text(input.customerNumber);
      if ([...customer].length > 40) problem('customerNumber', 'Numer klienta może mieć najwyżej 40 znaków.');
      else if (customer) data.customerNumber = customer;
      break;
    }
  }
  if (errors.length) throw deliveryDataInvalid(errors);
  return data;
}

/** What the participant sees of the delivery data: a bank account only by its last 4 digits. */
export function maskDeliveryData(data: DeliveryData): DeliveryData {
  const masked = { ...data };
  if (masked.bankAccount) masked.bankAccount = `•••• ${masked.bankAccount.slice(-4)}`;
  return masked;
}
