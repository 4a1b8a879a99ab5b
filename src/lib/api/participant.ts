import { api } from './client';
import { bool, isObject, num, numOrNull, str } from './parse';
import { read } from './read';
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

/** The answer's { groupCode }, or a stored copy of the code. */
export function parseGroupCode(v: unknown): string | null {
  if (typeof v === 'string') return v;
  return isObject(v) && typeof v.groupCode === 'string' ? v.groupCode : null;
}

/** participant/preview: the top bar's user info and the profile. */
export const PREVIEW = /* @__PURE__ */ read({
  method: 'GET',
  path: 'api/loyalty/participant/preview',
  parse: import.meta.env.INLINE_SCRIPT ? undefined : parsePreview,
  keep: { entries: 1 },
});

/** The participant's group code (FRSH has lp). */
export const GROUP_CODE = /* @__PURE__ */ read({
  method: 'GET',
  path: 'api/loyalty/group',
  parse: import.meta.env.INLINE_SCRIPT ? undefined : parseGroupCode,
  keep: { entries: 1 },
});

export const POINTS = /* @__PURE__ */ read({
  method: 'GET',
  path: 'api/loyalty/participant/points/summary',
  parse: import.meta.env.INLINE_SCRIPT ? undefined : parsePoints,
  keep: { entries: 1 },
});

export const calculatePoints = () => api.post('api/loyalty/participant/points/calculate').json<{ success: boolean }>();

/**
 * The broadcast popup of spec section 4, asked for at login: its answer as it came, null
 * when there is none (204); src/lib/stores/popup.ts reads it. Kept in memory only.
 */
export const POPUP = /* @__PURE__ */ read({
  method: 'GET',
  path: 'api/loyalty/broadcast/popup',
  parse: import.meta.env.INLINE_SCRIPT ? undefined : (answer: unknown) => ({ answer }),
});
