/**
 * The order form's delivery data: its fields (labels, hints, autofill), their prefill
 * from the profile, and the checks of shared/rules/delivery.ts, the server's own, so the
 * participant hears about a problem before confirming.
 */
import {
  DELIVERY_FIELDS,
  deliveryProblems,
  FORM_BANK_ACCOUNT_WORDING,
  type DeliveryField,
  type DeliveryProblems,
  type DeliveryValues,
} from '../../../shared/rules/delivery';
import { formatIban, normaliseIban } from '../../../shared/rules/iban';
import { collapseSpaces } from '../../../shared/rules/text';
import { deliveryLabel, sellerSystem, type DeliveryMethod } from './delivery';

export type { DeliveryField, DeliveryValues };
export type FieldErrors = DeliveryProblems;

export interface FieldSpec {
  name: DeliveryField;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  hint?: string;
  optional?: boolean;
}

const F = {
  bankAccount: {
    name: 'bankAccount',
    label: 'Numer konta bankowego',
    autoComplete: 'off',
    inputMode: 'text',
    hint: '26 cyfr, z prefiksem PL lub bez, np. PL61 1090 1014 0000 0712 1981 2874.',
  },
  recipient: { name: 'recipient', label: 'Odbiorca (imię i nazwisko)', autoComplete: 'name' },
  // One line of an address: address-line1 (street-address is the whole, multi-line address).
  street: { name: 'street', label: 'Ulica i numer', autoComplete: 'address-line1' },
  postalCode: {
    name: 'postalCode',
    label: 'Kod pocztowy',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    hint: 'NN-NNN, np. 05-800.',
  },
  city: { name: 'city', label: 'Miejscowość', autoComplete: 'address-level2' },
  phone: {
    name: 'phone',
    label: 'Telefon',
    autoComplete: 'tel',
    type: 'tel',
    inputMode: 'tel',
    hint: '9 cyfr, opcjonalnie z +48.',
  },
  email: { name: 'email', label: 'Adres e-mail', autoComplete: 'email', type: 'email', inputMode: 'email' },
  customerNumber: { name: 'customerNumber', label: 'Numer klienta', autoComplete: 'off', optional: true },
} as const satisfies Record<DeliveryField, FieldSpec>;

/** The hints that depend on the method; the customer number's names the seller's system. */
const METHOD_HINTS: Partial<Record<DeliveryMethod, DeliveryValues>> = {
  MT: { phone: 'Kurier zadzwoni przed dostawą. 9 cyfr, opcjonalnie z +48.' },
  MV: {
    email: 'Na ten adres wyślemy voucher.',
    phone: 'SMS-em wyślemy hasło do pliku z voucherem. 9 cyfr, opcjonalnie z +48.',
  },
};

const customerNumberHint = (sellerSystemName: string) =>
  `Jeśli masz konto w ${sellerSystem(sellerSystemName)}, podaj jego numer klienta: sprzedawca przypisze do niego nagrodę.`;

/** The fields of each method, in the order of the form. */
export function deliveryFields(method: DeliveryMethod, sellerSystemName: string): FieldSpec[] {
  return DELIVERY_FIELDS[method].map((name) => {
    const hint = name === 'customerNumber' ? customerNumberHint(sellerSystemName) : METHOD_HINTS[method]?.[name];
    return hint ? { ...F[name], hint } : F[name];
  });
}

/** The delivery fieldset's legend: CB and GFCA ask for no delivery, only an optional account. */
export const deliveryLegend = (method: DeliveryMethod) =>
  method === 'CB' || method === 'GFCA' ? 'Realizacja u sprzedawcy' : 'Dane do dostawy';

/**
 * The sentence under the legend: how the award reaches the participant and where the data
 * came from; "taken from the profile" only when the profile gave some of it.
 */
export function deliveryIntro(method: DeliveryMethod, sellerSystemName: string, fromProfile: boolean): string {
  if (method === 'CB' || method === 'GFCA') {
    return `Zamówienie przekażemy do ${sellerSystem(sellerSystemName).replace(/^systemie/, 'systemu')}, który wyda nagrodę. Postęp zobaczysz na liście zamówień: „Przekazane do systemu sprzedawcy”, potem „Potwierdzone przez sprzedawcę”. Nie musisz niczego wpisywać.`;
  }
  const how = deliveryLabel(method, sellerSystemName);
  return fromProfile
    ? `${how}. Dane wzięliśmy z profilu — możesz je zmienić dla tego zamówienia.`
    : `${how}. Wpisz dane poniżej; zapisane w profilu będą tu gotowe następnym razem.`;
}

export interface ProfileForDelivery {
  firstname?: string;
  lastname?: string;
  email?: string;
  phone?: string;
  bankAccount?: string;
  address?: { street?: string; postalCode?: string; city?: string } | null;
}

const s = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The form's starting values from the participant's profile (GET participant/preview). */
export function prefillDelivery(method: DeliveryMethod, profile: ProfileForDelivery | null): DeliveryValues {
  const p = profile ?? {};
  const address = p.address && typeof p.address === 'object' ? p.address : {};
  switch (method) {
    case 'MA':
      return { bankAccount: s(p.bankAccount) ? formatIban(s(p.bankAccount)) : '' };
    case 'MT':
      return {
        recipient: [s(p.firstname), s(p.lastname)].filter(Boolean).join(' '),
        street: s(address.street),
        postalCode: s(address.postalCode),
        city: s(address.city),
        phone: s(p.phone),
      };
    case 'MV':
      return { email: s(p.email), phone: s(p.phone) };
    case 'CB':
    case 'GFCA':
      return { customerNumber: '' };
  }
}

/** Checks the values for the method: the Polish problem of each field (empty when all are fine). */
export const validateDelivery = (method: DeliveryMethod, values: DeliveryValues): FieldErrors =>
  deliveryProblems(method, values, FORM_BANK_ACCOUNT_WORDING);

/** The deliveryData of the order request: only the method's fields, tidied; no empty optional ones. */
export function toDeliveryData(method: DeliveryMethod, values: DeliveryValues): Record<string, string> {
  const data: Record<string, string> = {};
  for (const field of DELIVERY_FIELDS[method]) {
    const v = collapseSpaces(values[field]);
    if (!v) continue;
    data[field] = field === 'bankAccount' ? normaliseIban(v) : v;
  }
  return data;
}

/** The form's field for a path of a VALIDATION_FAILED answer (`deliveryData.phone`), for lib/forms/server-errors. */
export function deliveryFieldOf(path: string): DeliveryField | undefined {
  const field = path.replace(/^deliveryData\./, '');
  return Object.hasOwn(F, field) ? (field as DeliveryField) : undefined;
}
