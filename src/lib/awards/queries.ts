/**
 * What the awards screens show, as fetcher stores (src/lib/query): the award groups, one
 * award and the wish list; the catalogue's page and categories are in catalog-queries.ts
 * and the orders in order-queries.ts, which only the pages that show them load (issue 24).
 * All are kept for the session, so the next page shows them at once and asks again.
 * Mutations are in order-actions.ts and wish-actions.ts; reload.ts asks again for what the
 * participant can afford when the spendable points change.
 */
import { getAward, listAwardGroups, listWishes } from '../api/awards';
import { listOf, type Page } from '../api/parse';
import { defineQuery, inNamespace, queryCache, queryFamily, reportUnlessMissing, startNow } from '../query/query';
import { awardIdFromPath } from './address';
import { AWARD, CATALOG, GROUPS, WISHES } from './keys';
import {
  parseAwardCard,
  parseAwardDetail,
  parseGroup,
  type AwardCard,
  type AwardCategory,
  type AwardDetail,
  type AwardGroup,
} from '../api/awards-parse';
import './reload';

export type { AwardCard, AwardCategory, AwardDetail, AwardGroup, Page };

/** A stored list, checked item by item. */
export const list =
  <T>(parse: (v: unknown) => T | null) =>
  (v: unknown) =>
    Array.isArray(v) ? listOf(v, parse) : null;

export const $awardGroups = defineQuery(GROUPS, '', () => listAwardGroups(), {
  persist: { maxEntries: 1, parse: list(parseGroup) },
});

/** One award, by id; one that does not exist (404) is a state of the page, not a failure to report. */
export const awardQuery = queryFamily(AWARD, (awardId: number) => getAward(awardId), Number, {
  persist: { maxEntries: 12, parse: parseAwardDetail },
  onError: reportUnlessMissing,
});

/** The wish list, newest first (one page of up to 100 pinned awards, decision 009). */
export const $wishList = defineQuery(WISHES, '', async () => (await listWishes()).items, {
  persist: { maxEntries: 1, parse: list(parseAwardCard) },
});

// The pages as they load (src/pages/*.astro), before React has downloaded: what the inline
// preloader started (src/lib/preload/pages/awards.ts), taken over at once.

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
