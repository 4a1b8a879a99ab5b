import { api } from './client';
import { bool, isObject, must, num, numOrNull, str } from './parse';
import type { ParticipantPreview, PointsSummary } from './types';

/**
 * The participant's own calls (spec section 7): user info, group, points, the popup and
 * the recalculation, with their answers parsed at the edge. An answer without a single
 * readable field is not one: zeros or blanks would be made up.
 */

/** The participant's profile: participant/preview (spec section 3: user info, and the profile's fields). */
export type Profile = ParticipantPreview;
/** What the top bar shows (spec section 3: user info). */
export type UserInfo = Pick<Profile, 'storeName' | 'firstname' | 'lastname'>;
export type Points = PointsSummary;

export const POINT_KEYS = [
  'vpTotalValue',
  'vpSubtractedValue',
  'vpLockedValue',
  'vpCurrentValue',
  'lpTotalValue',
  'lpSubtractedValue',
  'lpLockedValue',
  'lpCurrentValue',
] as const satisfies readonly (keyof Points)[];

export function parseUserInfo(v: unknown): UserInfo | null {
  if (!isObject(v) || ![v.storeName, v.firstname, v.lastname].some((f) => typeof f === 'string' && f)) return null;
  return { storeName: str(v.storeName), firstname: str(v.firstname), lastname: str(v.lastname) };
}

export function parsePoints(v: unknown): Points | null {
  if (!isObject(v) || !POINT_KEYS.some((k) => numOrNull(v[k]) !== null)) return null;
  return Object.fromEntries(POINT_KEYS.map((k) => [k, num(v[k])])) as unknown as Points;
}

/**
 * The whole preview: the user info (required, as above) and the profile's fields, a
 * missing text '' and a missing consent false (another API may send only the user info).
 */
export function parsePreview(v: unknown): Profile | null {
  const info = parseUserInfo(v);
  if (!info || !isObject(v)) return null;
  const address = isObject(v.address) ? v.address : {};
  const consents = isObject(v.consents) ? v.consents : {};
  return {
    ...info,
    username: str(v.username),
    email: str(v.email),
    nip: str(v.nip),
    phone: str(v.phone),
    address: { street: str(address.street), postalCode: str(address.postalCode), city: str(address.city) },
    bankAccount: str(v.bankAccount),
    consents: { rules: bool(consents.rules), marketing: bool(consents.marketing), sms: bool(consents.sms) },
    groupCode: str(v.groupCode),
  };
}

export function parseGroupCode(v: unknown): string | null {
  return isObject(v) && typeof v.groupCode === 'string' ? v.groupCode : null;
}

export const getPreview = async () =>
  must(parsePreview(await api.get('api/loyalty/participant/preview').json<unknown>()), 'participant/preview');

export const getGroupCode = async () =>
  must(parseGroupCode(await api.get('api/loyalty/group').json<unknown>()), 'group');

export const getPoints = async () =>
  must(
    parsePoints(await api.get('api/loyalty/participant/points/summary').json<unknown>()),
    'participant/points/summary',
  );

export const calculatePoints = () => api.post('api/loyalty/participant/points/calculate').json<{ success: boolean }>();

/** The broadcast popup's answer, or null when there is none (204). Parsed by src/lib/shell/popup.ts. */
export async function getPopup(): Promise<unknown> {
  const res = await api.get('api/loyalty/broadcast/popup');
  if (res.status === 204) return null;
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : null;
}
