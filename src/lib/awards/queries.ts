/**
 * What the awards screens show, as fetcher stores (src/lib/query): the award groups, one
 * award and the wish list; the catalogue's page and categories are in catalog-queries.ts
 * and the orders in order-queries.ts, which only the pages that show them load (issue 24).
 * All are kept for the session, so the next page shows them at once and asks again.
 * Mutations are in order-actions.ts and wish-actions.ts; reload.ts asks again for what the
 * participant can afford when the spendable points change.
 */
import { AWARD as AWARD_READ, AWARD_GROUPS, WISH_LIST } from '../api/awards';
import type { Page } from '../api/parse';
import { inNamespace, queryCache, readFamily, readQuery, reportUnlessMissing, startNow } from '../query/query';
import { awardIdFromPath } from './address';
import { AWARD, CATALOG, GROUPS, WISHES } from './keys';
import type { AwardCard, AwardCategory, AwardDetail, AwardGroup } from '../api/awards-parse';
import './reload';

export type { AwardCard, AwardCategory, AwardDetail, AwardGroup, Page };

export const $awardGroups = readQuery(GROUPS, AWARD_GROUPS);

/** One award, by id; one that does not exist (404) is a state of the page, not a failure to report. */
export const awardQuery = readFamily(AWARD, AWARD_READ, { onError: reportUnlessMissing });

/** The wish list, newest first (one page of up to 100 pinned awards, decision 009). */
export const $wishList = readQuery(WISHES, WISH_LIST);

// The pages as they load (src/pages/*.astro), before React has downloaded: what the inline
// preloader started (src/lib/preload/page-reads.ts), taken over at once.

/** /award/:awardId: the award of the address. */
export function startAward(pathname: string): () => void {
  const awardId = awardIdFromPath(pathname);
  return awardId ? startNow(awardQuery(awardId)) : () => {};
}

/**
 * The award as a list of this session showed it (a catalogue page, the wish list): what
 * its page shows at once, opened from that list (D17), while its own answer comes.
 */
export function cachedCard(awardId: number): AwardCard | null {
  const lists = inNamespace(CATALOG, WISHES);
  for (const key of queryCache.keys()) {
    if (!lists(key)) continue;
    const data = queryCache.get(key)?.data as Page<AwardCard> | AwardCard[] | undefined;
    const card = (Array.isArray(data) ? data : data?.items)?.find((c) => c.awardId === awardId);
    if (card) return card;
  }
  return null;
}
