/**
 * The profile form: its fields, the values it starts from, and the reference server's
 * rules for each field (server/src/routes/participant/participant.routes.ts and
 * server/src/domain/validation.ts) with Polish messages, so a participant hears about a
 * problem before saving. The server checks again and its per-field answer is mapped
 * back onto the same fields (serverProfileErrors).
 */
import type { Profile, ProfileEditRequest } from '../api/profile';
import { formatIban, ibanProblem, normaliseIban } from '../awards/iban';
import { POSTAL_CODE_MESSAGE, PHONE_MESSAGE } from '../awards/delivery-form';
import { isLettersOnly, type LettersOptions } from '../format/letters';
import { formatNip, nipProblem, normaliseNip } from '../format/nip';

export type ProfileField =
  | 'firstname'
  | 'lastname'
  | 'storeName'
  | 'nip'
  | 'email'
  | 'phone'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'bankAccount'
  | 'consentRules'
  | 'consentMarketing'
  | 'consentSms';

export type TextField = Exclude<ProfileField, 'consentRules' | 'consentMarketing' | 'consentSms'>;

export interface ProfileValues {
  firstname: string;
  lastname: string;
  storeName: string;
  nip: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  bankAccount: string;
  consentRules: boolean;
  consentMarketing: boolean;
  consentSms: boolean;
}

export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The order of the form: the first field with a problem gets the focus. */
export const FIELD_ORDER: readonly ProfileField[] = [
  'firstname',
  'lastname',
  'storeName',
  'nip',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
  'bankAccount',
  'consentRules',
  'consentMarketing',
  'consentSms',
];

/**
 * The letters-only rule of spec section 5 on the names (keys and paste). A first name
 * takes letters only; a surname also a hyphen, a space and an apostrophe, for
 * Nowak-Kowalska, de la Cruz, O'Brien (docs/decisions/012).
 */
export const NAME_RULES: Record<'firstname' | 'lastname', LettersOptions> = {
  firstname: {},
  lastname: { extra: " -'" },
};

export const NAME_MAX_LENGTH = 60;
export const MESSAGES = {
  firstnameMissing: 'Podaj imię.',
  firstnameLetters: 'Imię może zawierać tylko litery.',
  lastnameMissing: 'Podaj nazwisko.',
  lastnameLetters: 'Nazwisko może zawierać tylko litery oraz łącznik, spację lub apostrof między nimi.',
  storeNameMissing: 'Podaj nazwę sklepu.',
  storeNameLong: 'Nazwa sklepu może mieć najwyżej 200 znaków.',
  emailMissing: 'Podaj adres e-mail.',
  emailLong: 'Adres e-mail może mieć najwyżej 254 znaki.',
  email: 'Podaj poprawny adres e-mail, np. sklep@example.pl.',
  phoneForSms: 'Podaj numer telefonu, aby dostawać SMS-y.',
  phone: PHONE_MESSAGE,
  streetMissing: 'Podaj ulicę i numer.',
  streetLong: 'Ulica i numer mogą mieć najwyżej 200 znaków.',
  postalCodeMissing: 'Podaj kod pocztowy, np. 05-800.',
  postalCode: POSTAL_CODE_MESSAGE,
  cityMissing: 'Podaj miejscowość.',
  cityLong: 'Nazwa miejscowości może mieć najwyżej 100 znaków.',
  consentRules: 'Akceptacja regulaminu jest warunkiem udziału w programie.',
} as const;

const collapse = (v: string) => v.replace(/\s+/g, ' ').trim();
const length = (v: string) => [...v].length;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The 9 digits of a Polish phone number (optionally after +48 or 0048), or null. */
function phoneDigits(v: string): string | null {
  const m = /^(?:\+48|0048)?([1-9]\d{8})$/.exec(v.replace(/[\s\-().]/g, ''));
  return m ? m[1]! : null;
}

/** "+48 601 234 567" for a valid number; anything else as typed. */
export function formatPhone(v: string): string {
  const d = phoneDigits(v);
  return d ? `+48 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : v;
}

/** "05800" → "05-800"; anything else as typed. */
export function formatPostalCode(v: string): string {
  const t = v.trim();
  return /^\d{5}$/.test(t) ? `${t.slice(0, 2)}-${t.slice(2)}` : t;
}

/** Words of letters joined by single separators (after trimming): what the server accepts. */
function nameShapeOk(v: string, opts: LettersOptions): boolean {
  const separators = opts.extra ?? '';
  if (!isLettersOnly(v, opts)) return false;
  if (separators === '') return true;
  const chars = [...v];
  return chars.every((ch, i) => {
    if (!separators.includes(ch)) return true;
    const prev = chars[i - 1];
    const next = chars[i + 1];
    return !!prev && !!next && !separators.includes(prev) && !separators.includes(next);
  });
}

function nameProblem(field: 'firstname' | 'lastname', raw: string): string | null {
  const v = collapse(raw);
  if (v === '') return field === 'firstname' ? MESSAGES.firstnameMissing : MESSAGES.lastnameMissing;
  const label = field === 'firstname' ? 'Imię' : 'Nazwisko';
  if (length(v) > NAME_MAX_LENGTH) return `${label} może mieć najwyżej ${NAME_MAX_LENGTH} znaków.`;
  if (!nameShapeOk(v, NAME_RULES[field]))
    return field === 'firstname' ? MESSAGES.firstnameLetters : MESSAGES.lastnameLetters;
  return null;
}

/** The Polish problem with one field (some depend on others: the phone on the SMS consent), or null. */
export function fieldProblem(field: ProfileField, values: ProfileValues): string | null {
  switch (field) {
    case 'firstname':
    case 'lastname':
      return nameProblem(field, values[field]);
    case 'storeName': {
      const v = collapse(values.storeName);
      return v === '' ? MESSAGES.storeNameMissing : length(v) > 200 ? MESSAGES.storeNameLong : null;
    }
    case 'nip':
      return nipProblem(values.nip);
    case 'email': {
      const v = values.email.trim();
      if (v === '') return MESSAGES.emailMissing;
      if (v.length > 254) return MESSAGES.emailLong;
      return EMAIL.test(v) ? null : MESSAGES.email;
    }
    case 'phone': {
      const v = values.phone.trim();
      if (v === '') return values.consentSms ? MESSAGES.phoneForSms : null;
      return phoneDigits(v) ? null : MESSAGES.phone;
    }
    case 'street': {
      const v = collapse(values.street);
      return v === '' ? MESSAGES.streetMissing : length(v) > 200 ? MESSAGES.streetLong : null;
    }
    case 'postalCode': {
      const v = values.postalCode.trim();
      return v === '' ? MESSAGES.postalCodeMissing : /^\d{2}-\d{3}$/.test(v) ? null : MESSAGES.postalCode;
    }
    case 'city': {
      const v = collapse(values.city);
      return v === '' ? MESSAGES.cityMissing : length(v) > 100 ? MESSAGES.cityLong : null;
    }
    case 'bankAccount':
      return values.bankAccount.trim() === '' ? null : ibanProblem(values.bankAccount);
    case 'consentRules':
      return values.consentRules ? null : MESSAGES.consentRules;
    case 'consentMarketing':
    case 'consentSms':
      return null;
  }
}

/** Every problem of the form, in the form's order. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of FIELD_ORDER) {
    const problem = fieldProblem(field, values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** What the form starts from: the stored profile, formatted for reading (NIP, IBAN). */
export function valuesFromProfile(p: Profile): ProfileValues {
  return {
    firstname: p.firstname,
    lastname: p.lastname,
    storeName: p.storeName,
    nip: formatNip(p.nip),
    email: p.email,
    phone: p.phone,
    street: p.address.street,
    postalCode: p.address.postalCode,
    city: p.address.city,
    bankAccount: p.bankAccount ? formatIban(p.bankAccount) : '',
    consentRules: p.consents.rules,
    consentMarketing: p.consents.marketing,
    consentSms: p.consents.sms,
  };
}

/** The edit call's body (the server takes the whole profile at once). */
export function toEditRequest(v: ProfileValues): ProfileEditRequest {
  return {
    firstname: collapse(v.firstname),
    lastname: collapse(v.lastname),
    storeName: collapse(v.storeName),
    nip: normaliseNip(v.nip),
    email: v.email.trim(),
    phone: v.phone.trim(),
    address: { street: collapse(v.street), postalCode: v.postalCode.trim(), city: collapse(v.city) },
    bankAccount: v.bankAccount.trim() === '' ? '' : normaliseIban(v.bankAccount),
    consents: { rules: v.consentRules, marketing: v.consentMarketing, sms: v.consentSms },
  };
}

/** Have the values changed from the stored profile (ignoring formatting)? */
export function isChanged(v: ProfileValues, p: Profile): boolean {
  return JSON.stringify(toEditRequest(v)) !== JSON.stringify(toEditRequest(valuesFromProfile(p)));
}

const SERVER_PATHS: Record<string, ProfileField> = {
  firstname: 'firstname',
  lastname: 'lastname',
  storeName: 'storeName',
  nip: 'nip',
  email: 'email',
  phone: 'phone',
  'address.street': 'street',
  'address.postalCode': 'postalCode',
  'address.city': 'city',
  bankAccount: 'bankAccount',
  'consents.rules': 'consentRules',
  'consents.marketing': 'consentMarketing',
  'consents.sms': 'consentSms',
};

/** The server's per-field errors (`errors: [{ path: 'address.postalCode', message }]`) on the form's fields. */
export function serverProfileErrors(body: unknown): ProfileErrors {
  const list = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  const errors: ProfileErrors = {};
  if (!Array.isArray(list)) return errors;
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string' || !message.trim()) continue;
    const field = SERVER_PATHS[path];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
