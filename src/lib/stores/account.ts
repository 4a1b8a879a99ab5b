import { atom } from 'nanostores';
import { getGroup, getPointsSummary, getPreview } from '../api/participant';
import { must } from '../api/parse';
import { handleError } from '../errors';

/** What the top bar shows (spec section 3: user info). */
export interface UserInfo {
  storeName: string;
  firstname: string;
  lastname: string;
}

export interface Points {
  vpTotalValue: number;
  vpSubtractedValue: number;
  vpLockedValue: number;
  vpCurrentValue: number;
  lpTotalValue: number;
  lpSubtractedValue: number;
  lpLockedValue: number;
  lpCurrentValue: number;
}

const POINT_KEYS = [
  'vpTotalValue',
  'vpSubtractedValue',
  'vpLockedValue',
  'vpCurrentValue',
  'lpTotalValue',
  'lpSubtractedValue',
  'lpLockedValue',
  'lpCurrentValue',
] as const;

// ---- parsing at the edge: API answers and storage are checked before use -------------

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const isNumeric = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));
const num = (v: unknown) => (isNumeric(v) ? Number(v) : 0);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

// An answer without a single readable field is not one (zeros or blanks would be made up).
export function parseUserInfo(v: unknown): UserInfo | null {
  if (!isObject(v) || ![v.storeName, v.firstname, v.lastname].some((f) => typeof f === 'string' && f)) return null;
  return { storeName: str(v.storeName), firstname: str(v.firstname), lastname: str(v.lastname) };
}

export function parsePoints(v: unknown): Points | null {
  if (!isObject(v) || !POINT_KEYS.some((k) => isNumeric(v[k]))) return null;
  return Object.fromEntries(POINT_KEYS.map((k) => [k, num(v[k])])) as unknown as Points;
}

export function parseGroupCode(v: unknown): string | null {
  return isObject(v) && typeof v.groupCode === 'string' ? v.groupCode : null;
}

// ---- the stores ------------------------------------------------------------------

/** Shown at once on the second and later pages of a session, then revalidated. */
export const SHELL_CACHE_KEY = 'punkty.shell';

interface ShellCache {
  userInfo: UserInfo | null;
  groupCode: string | null;
  points: Points | null;
}

function readCache(): ShellCache {
  try {
    const raw = JSON.parse(sessionStorage.getItem(SHELL_CACHE_KEY) ?? 'null');
    if (isObject(raw))
      return {
        userInfo: parseUserInfo(raw.userInfo),
        groupCode: typeof raw.groupCode === 'string' ? raw.groupCode : null,
        points: parsePoints(raw.points),
      };
  } catch {
    /* garbage or no storage: start empty */
  }
  return { userInfo: null, groupCode: null, points: null };
}

const cached = typeof sessionStorage === 'undefined' ? { userInfo: null, groupCode: null, points: null } : readCache();

export const $userInfo = atom<UserInfo | null>(cached.userInfo);
export const $groupCode = atom<string | null>(cached.groupCode);
export const $points = atom<Points | null>(cached.points);

/** Reload triggers of spec section 4: set them to a timestamp and the listeners reload. */
export const $pointsReloadAt = atom(0);
export const $userInfoReloadAt = atom(0);
/** The spendable vp and lp saved after every points load (section 4). */
export const $savedCurrent = atom<{ vp: number; lp: number } | null>(null);
/**
 * The shell has nothing to show: the points or the participant's data could not be loaded
 * and no earlier value is there. The wallet bar then says so and offers a retry.
 */
export const $shellFailed = atom(false);

function noteShellFailure() {
  if ($points.get() === null || $userInfo.get() === null) $shellFailed.set(true);
}

function noteShellLoaded() {
  if ($points.get() !== null && $userInfo.get() !== null) $shellFailed.set(false);
}

export const isFrsh = (groupCode: string | null) => groupCode === 'FRSH';

function writeCache() {
  try {
    sessionStorage.setItem(
      SHELL_CACHE_KEY,
      JSON.stringify({ userInfo: $userInfo.get(), groupCode: $groupCode.get(), points: $points.get() }),
    );
  } catch {
    /* storage full or disabled: the cache is only a speed-up */
  }
}

export function clearShellCache() {
  try {
    sessionStorage.removeItem(SHELL_CACHE_KEY);
  } catch {
    /* ignore */
  }
  $userInfo.set(null);
  $groupCode.set(null);
  $points.set(null);
  $shellFailed.set(false);
}

export async function loadPoints(): Promise<void> {
  try {
    const points = must(parsePoints(await getPointsSummary()), 'participant/points/summary');
    $points.set(points);
    $savedCurrent.set({ vp: points.vpCurrentValue, lp: points.lpCurrentValue });
    writeCache();
    noteShellLoaded();
  } catch (error) {
    noteShellFailure();
    handleError(error);
  }
}

export async function loadUserInfo(): Promise<void> {
  try {
    $userInfo.set(must(parseUserInfo(await getPreview()), 'participant/preview'));
    writeCache();
    noteShellLoaded();
  } catch (error) {
    noteShellFailure();
    handleError(error);
  }
}

export async function loadGroup(): Promise<void> {
  try {
    $groupCode.set(must(parseGroupCode(await getGroup()), 'group'));
    writeCache();
  } catch (error) {
    handleError(error);
  }
}

/** Loads (or revalidates) everything the shell shows; resolves when all three calls ended. */
export async function loadShell(): Promise<void> {
  await Promise.all([loadGroup(), loadUserInfo(), loadPoints()]);
}

/** Did the shell get what it needs to render (section 4: points and info)? */
export const shellReady = () => $userInfo.get() !== null && $points.get() !== null;

// Reactions live in listeners, not in the actions that set the triggers.
$pointsReloadAt.listen(() => void loadPoints());
$userInfoReloadAt.listen(() => void loadUserInfo());
