/**
 * The profile form: its fields, the values it starts from, and the rules of each field
 * with their Polish messages (shared/rules, the server's own), so a participant hears
 * about a problem before saving. The server checks again and its per-field answer is
 * mapped back onto the same fields (profileFieldOf, for lib/forms/server-errors).
 */
import {
  CITY_MISSING,
  PROFILE_CITY_LONG,
  PROFILE_CITY_MAX_LENGTH,
  PROFILE_STREET_LONG,
  PROFILE_STREET_MAX_LENGTH,
  PROFILE_STREET_MISSING,
} from '../../../shared/rules/address';
import { RULES_CONSENT_MISSING } from '../../../shared/rules/consents';
import { EMAIL_LENGTH_MESSAGE, EMAIL_MESSAGE, EMAIL_MISSING, emailProblem } from '../../../shared/rules/email';
import { formatIban, IBAN_CHECKSUM_FORM_MESSAGE, ibanProblem, normaliseIban } from '../../../shared/rules/iban';
import { formatNip, nipProblem, normaliseNip } from '../../../shared/rules/nip';
import { FIRSTNAME_FORM_MESSAGES, LASTNAME_FORM_MESSAGES, personNameProblem } from '../../../shared/rules/person-name';
import { PHONE_FOR_SMS_MISSING, PHONE_MESSAGE, phoneProblem } from '../../../shared/rules/phone';
import { POSTAL_CODE_MESSAGE, POSTAL_CODE_MISSING, postalCodeProblem } from '../../../shared/rules/postal-code';
import { storeNameProblem } from '../../../shared/rules/store-name';
import { charCount, collapseSpaces as collapse } from '../../../shared/rules/text';
import type { Profile, ProfileEditRequest } from '../api/profile';
import type { LettersOptions } from '../format/letters';

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

/** The text fields and the consents, each in the order of the form. */
export const TEXT_FIELDS = [
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
] as const satisfies readonly ProfileField[];
export const CONSENT_FIELDS = [
  'consentRules',
  'consentMarketing',
  'consentSms',
] as const satisfies readonly ProfileField[];

/** The order of the form: the first field with a problem gets the focus. */
export const FIELD_ORDER: readonly ProfileField[] = [...TEXT_FIELDS, ...CONSENT_FIELDS];

/**
 * The letters-only rule of spec section 5 on the names (keys and paste). A first name
 * takes letters only; a surname also a hyphen, a space and an apostrophe, for
 * Nowak-Kowalska, de la Cruz, O'Brien (docs/decisions/012).
 */
export const NAME_RULES: Record<'firstname' | 'lastname', LettersOptions> = {
  firstname: {},
  lastname: { extra: " -'’" },
};

export const MESSAGES = {
  firstnameMissing: FIRSTNAME_FORM_MESSAGES.missing,
  firstnameLetters: FIRSTNAME_FORM_MESSAGES.letters,
  lastnameMissing: LASTNAME_FORM_MESSAGES.missing,
  lastnameLetters: LASTNAME_FORM_MESSAGES.letters,
  emailMissing: EMAIL_MISSING,
  emailLong: EMAIL_LENGTH_MESSAGE,
  email: EMAIL_MESSAGE,
  phoneForSms: PHONE_FOR_SMS_MISSING,
  phone: PHONE_MESSAGE,
  streetMissing: PROFILE_STREET_MISSING,
  streetLong: PROFILE_STREET_LONG,
  postalCodeMissing: POSTAL_CODE_MISSING,
  postalCode: POSTAL_CODE_MESSAGE,
  cityMissing: CITY_MISSING,
  cityLong: PROFILE_CITY_LONG,
  consentRules: RULES_CONSENT_MISSING,
} as const;

/** Names follow the one name rule; a first name is one word besides (docs/decisions/012). */
function nameProblem(field: 'firstname' | 'lastname', raw: string): string | null {
  if (field === 'lastname') return personNameProblem(raw, LASTNAME_FORM_MESSAGES);
  const problem = personNameProblem(raw, FIRSTNAME_FORM_MESSAGES);
  if (problem) return problem;
  return /[\s'’-]/.test(collapse(raw)) ? MESSAGES.firstnameLetters : null;
}

/** The Polish problem with one field (some depend on others: the phone on the SMS consent), or null. */
export function fieldProblem(field: ProfileField, values: ProfileValues): string | null {
  switch (field) {
    case 'firstname':
    case 'lastname':
      return nameProblem(field, values[field]);
    case 'storeName':
      return storeNameProblem(values.storeName);
    case 'nip':
      return nipProblem(values.nip);
    case 'email':
      return values.email.trim() === '' ? MESSAGES.emailMissing : emailProblem(values.email);
    case 'phone':
      return values.phone.trim() === '' && values.consentSms ? MESSAGES.phoneForSms : phoneProblem(values.phone);
    case 'street': {
      const v = collapse(values.street);
      return v === '' ? MESSAGES.streetMissing : charCount(v) > PROFILE_STREET_MAX_LENGTH ? MESSAGES.streetLong : null;
    }
    case 'postalCode':
      return values.postalCode.trim() === '' ? MESSAGES.postalCodeMissing : postalCodeProblem(values.postalCode);
    case 'city': {
      const v = collapse(values.city);
      return v === '' ? MESSAGES.cityMissing : charCount(v) > PROFILE_CITY_MAX_LENGTH ? MESSAGES.cityLong : null;
    }
    case 'bankAccount':
      return ibanProblem(values.bankAccount, IBAN_CHECKSUM_FORM_MESSAGE);
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

/** The form's field for a path of the server's per-field errors (lib/forms/server-errors). */
export const profileFieldOf = (path: string): ProfileField | undefined =>
  Object.hasOwn(SERVER_PATHS, path) ? SERVER_PATHS[path] : undefined;
