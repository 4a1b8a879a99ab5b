import type { ErrorBody } from '../../lib/errors.ts';
import {
  API_BANK_ACCOUNT_WORDING,
  DELIVERY_FIELDS,
  deliveryProblems,
  type DeliveryValues,
} from '../../../../shared/rules/delivery.ts';
import { normaliseIban } from '../../../../shared/rules/iban.ts';
import { normalisePhone } from '../../../../shared/rules/phone.ts';
import { collapseSpaces } from '../../../../shared/rules/text.ts';
import type { DeliveryData, DeliveryMethod } from './model.ts';
import { deliveryDataInvalid } from './refusals.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The delivery data the award's method needs, normalised (IBAN without spaces, phone as
 * +48 …); refuses with the Polish problem of each field (422 VALIDATION_FAILED).
 */
export function checkDeliveryData(method: DeliveryMethod, input: Record<string, unknown>): DeliveryData {
  const fields = DELIVERY_FIELDS[method];
  const values: DeliveryValues = Object.fromEntries(fields.map((field) => [field, collapseSpaces(text(input[field]))]));
  const errors: NonNullable<ErrorBody['errors']> = Object.entries(
    deliveryProblems(method, values, API_BANK_ACCOUNT_WORDING),
  ).map(([field, message]) => ({ path: `deliveryData.${field}`, message }));
  if (errors.length) throw deliveryDataInvalid(errors);
  const data: DeliveryData = {};
  for (const field of fields) {
    const value = values[field];
    if (!value) continue;
    data[field] = field === 'bankAccount' ? normaliseIban(value) : field === 'phone' ? normalisePhone(value) : value;
  }
  return data;
}

/** What the participant sees of the delivery data: a bank account only by its last 4 digits. */
export function maskDeliveryData(data: DeliveryData): DeliveryData {
  const masked = { ...data };
  if (masked.bankAccount) masked.bankAccount = `•••• ${masked.bankAccount.slice(-4)}`;
  return masked;
}
