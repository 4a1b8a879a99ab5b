import { api } from './client';
import { bool, isObject, str } from './parse';
import type { Schemas } from './types';

/** The profile calls of the contract (server/openapi.json, tag Profil); answers parsed at the edge. */

export interface Profile {
  username: string;
  email: string;
  storeName: string;
  firstname: string;
  lastname: string;
  /** 10 digits without separators. */
  nip: string;
  phone: string;
  address: { street: string; postalCode: string; city: string };
  /** PL + 26 digits, or ''. */
  bankAccount: string;
  consents: { rules: boolean; marketing: boolean; sms: boolean };
  groupCode: string;
}

export type ProfileEditRequest = Schemas['ParticipantEdit'];
export type PasswordChangeRequest = Schemas['PasswordChange'];

/** A profile from the API; missing text fields become '' and missing consents false. */
export function parseProfile(v: unknown): Profile | null {
  if (!isObject(v) || typeof v.username !== 'string') return null;
  const address = isObject(v.address) ? v.address : {};
  const consents = isObject(v.consents) ? v.consents : {};
  return {
    username: v.username,
    email: str(v.email),
    storeName: str(v.storeName),
    firstname: str(v.firstname),
    lastname: str(v.lastname),
    nip: str(v.nip),
    phone: str(v.phone),
    address: { street: str(address.street), postalCode: str(address.postalCode), city: str(address.city) },
    bankAccount: str(v.bankAccount),
    consents: { rules: bool(consents.rules), marketing: bool(consents.marketing), sms: bool(consents.sms) },
    groupCode: str(v.groupCode),
  };
}

function profileOrThrow(answer: unknown): Profile {
  const profile = parseProfile(answer);
  if (!profile) throw new TypeError('The profile answer is not a profile');
  return profile;
}

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return profileOrThrow(await api.get('api/loyalty/participant/preview', { signal }).json<unknown>());
}

/** Saves the whole profile; answers the profile as stored (normalised by the server). */
export async function saveProfile(request: ProfileEditRequest): Promise<Profile> {
  return profileOrThrow(await api.post('api/loyalty/participant/edit', { json: request }).json<unknown>());
}

export async function changePassword(request: PasswordChangeRequest): Promise<void> {
  await api.post('api/loyalty/participant/password', { json: request });
}
