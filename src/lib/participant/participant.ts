/**
 * The participant's own data (spec sections 3 and 4): group, the preview (user info and
 * the profile's fields) and points, as fetcher stores (src/lib/query) shared by the
 * shell and every feature that needs them (the profile, the order form's delivery data).
 * They are kept for the session, so every page after the first shows them at once, and
 * revalidated on every page. The spec's reload triggers are real: setting
 * $pointsReloadAt or $userInfoReloadAt asks again, and the spendable values saved after
 * every points load ($savedCurrent) tell the features that depend on them to reload
 * (src/lib/awards/reload.ts: what the participant can afford).
 */
import { atom, computed } from 'nanostores';
import { fetchRead } from '../api/fetch-read';
import {
  GROUP_CODE,
  POINTS as POINTS_READ,
  PREVIEW as PREVIEW_READ,
  type Points,
  type Profile,
  type UserInfo,
} from '../api/participant';
import {
  defineQuery,
  inNamespace,
  invalidateKeys,
  keptAs,
  keyOf,
  mutateCache,
  readQuery,
  type FetcherStore,
} from '../query/query';

export type { Points, Profile, UserInfo };

/** The spendable vp and lp saved after every points load (section 4). */
export const $savedCurrent = atom<{ vp: number; lp: number } | null>(null);

const GROUP = 'participant.group';
const PREVIEW = 'participant.preview';
const POINTS = 'participant.points';

export const $groupQuery = readQuery(GROUP, GROUP_CODE);
/** participant/preview: the top bar's user info and the profile (one answer, one request). */
export const $previewQuery = readQuery(PREVIEW, PREVIEW_READ);
/** Spec section 4: the spendable values are saved after every points load. */
async function loadPoints(): Promise<Points> {
  const points = await fetchRead(POINTS_READ, undefined);
  const saved = $savedCurrent.get();
  if (saved?.vp !== points.vpCurrentValue || saved?.lp !== points.lpCurrentValue)
    $savedCurrent.set({ vp: points.vpCurrentValue, lp: points.lpCurrentValue });
  return points;
}

export const $pointsQuery = defineQuery(POINTS, '', loadPoints, keptAs(POINTS_READ));

const dataOf = <T>($query: FetcherStore<T>) => computed($query, (v) => v.data ?? null);

export const $groupCode = dataOf($groupQuery);
export const $profile = dataOf($previewQuery);
export const $points = dataOf($pointsQuery);

/** What the top bar shows (spec section 3). */
export const $userInfo = computed($profile, (profile): UserInfo | null =>
  profile ? { storeName: profile.storeName, firstname: profile.firstname, lastname: profile.lastname } : null,
);

export const isFrsh = (groupCode: string | null) => groupCode === 'FRSH';

/**
 * The shell has nothing to show: the points or the participant's data could not be loaded
 * and no earlier value is there. The wallet bar then says so and offers a retry.
 */
export const $shellFailed = computed(
  [$previewQuery, $pointsQuery],
  (info, points) => (!!info.error && !info.data) || (!!points.error && !points.data),
);

/** Reload triggers of spec section 4: set them to a timestamp and the listeners reload. */
export const $pointsReloadAt = atom(0);
export const $userInfoReloadAt = atom(0);

// Reactions live in listeners, not in the actions that set the triggers.
$pointsReloadAt.listen(() => $pointsQuery.revalidate());
$userInfoReloadAt.listen(() => $previewQuery.revalidate());

/** Shows points the API answered elsewhere (an order's answer carries the new summary). */
export function showPoints(points: Points): void {
  mutateCache(keyOf(POINTS), points);
}

/** Shows the profile as the API stored it (the edit's answer), in the top bar too. */
export function showProfile(profile: Profile): void {
  mutateCache(keyOf(PREVIEW), profile);
}

/** Asks again for everything the shell shows; resolves when all three answered or failed. */
export function reloadShell(): void {
  for (const $query of [$groupQuery, $previewQuery, $pointsQuery]) $query.revalidate();
}

/**
 * Loads what the first page after login needs (spec section 4: group, user info and
 * points), asking the API again whatever is cached; resolves true once user info and
 * points are there. Called again, it retries.
 */
export async function loadShell(): Promise<boolean> {
  invalidateKeys(inNamespace(GROUP, PREVIEW, POINTS));
  const [, info, points] = await Promise.all([$groupQuery.fetch(), $previewQuery.fetch(), $pointsQuery.fetch()]);
  return 'data' in info && 'data' in points;
}
