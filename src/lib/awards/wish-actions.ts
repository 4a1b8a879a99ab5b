/**
 * The wish list's changes. A wish changes the award, the catalogue cards of that award
 * (their "Na liście życzeń" badge) and the wish list; the answer says exactly how, so
 * the cached answers are changed in place and nothing is asked again, except a wish list
 * that gained an award (its card comes from the API).
 */
import { setWish } from '../api/awards';
import { inNamespace, invalidateKeys } from '../query/query';
import { updateCached } from './cached';
import { awardKey, CATALOG, WISHES } from './keys';
import type { AwardCard, AwardDetail, Page } from '../api/awards-parse';

const isKey = (key: string) => (k: string) => k === key;

function showWished(awardId: number, wished: boolean): void {
  updateCached<AwardDetail>(isKey(awardKey(awardId)), (award) => ({ ...award, wished }));
  updateCached<Page<AwardCard>>(inNamespace(CATALOG), (page) =>
    page.items.some((a) => a.awardId === awardId && a.wished !== wished)
      ? { ...page, items: page.items.map((a) => (a.awardId === awardId ? { ...a, wished } : a)) }
      : page,
  );
}

/**
 * The award page's button: shown at once, then as the server answered; put back when
 * the call fails (the error is the caller's to report).
 */
export async function wishAward(awardId: number, wished: boolean): Promise<boolean> {
  showWished(awardId, wished);
  try {
    const now = await setWish(awardId, wished);
    showWished(awardId, now);
    if (now) invalidateKeys(inNamespace(WISHES));
    else updateCached<AwardCard[]>(inNamespace(WISHES), (awards) => awards.filter((a) => a.awardId !== awardId));
    return now;
  } catch (error) {
    showWished(awardId, !wished);
    throw error;
  }
}

/** "Usuń z listy" on /awards: the award leaves the list once the server agreed. */
export async function unwishAward(awardId: number): Promise<void> {
  await setWish(awardId, false);
  showWished(awardId, false);
  updateCached<AwardCard[]>(inNamespace(WISHES), (awards) => awards.filter((a) => a.awardId !== awardId));
}
