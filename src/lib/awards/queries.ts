/**
 * What the awards screens show, as fetcher stores (src/lib/query): the award groups, the
 * chosen groups' categories, a page of the catalogue, one award and the wish list (the
 * orders: order-queries.ts, which only /awards loads with the page). All are kept for the session, so the next page shows them at once and asks
 * again. The catalogue island puts what it shows into $catalogView; the page and the
 * categories follow. Mutations are in order-actions.ts and wish-actions.ts; reload.ts
 * asks again for what the participant can afford when the spendable points change.
 */
import { atom, computed } from 'nanostores';
import { getAward, listAwardCategories, listAwardGroups, listAwards, listWishes } from '../api/awards';
import { listOf, parsePage, type Page } from '../api/parse';
import { handleError, statusOf } from '../errors';
import { defineQuery, queryFamily, startNow } from '../query/query';
import { awardIdFromPath } from './address';
import { catalogRequest, catalogViewFrom, type CatalogFilters, type CatalogView } from './filters';
import { AWARD, CATALOG, CATEGORIES, GROUPS, WISHES } from './keys';
import {
  parseAwardCard,
  parseAwardDetail,
  parseCategory,
  parseGroup,
  type AwardCard,
  type AwardCategory,
  type AwardDetail,
  type AwardGroup,
} from './parse';
import './reload';

export type { AwardCard, AwardCategory, AwardDetail, AwardGroup, CatalogView, Page };

const list =
  <T>(parse: (v: unknown) => T | null) =>
  (v: unknown) =>
    Array.isArray(v) ? listOf(v, parse) : null;

export const $awardGroups = defineQuery(GROUPS, '', () => listAwardGroups(), {
  persist: { maxEntries: 1, parse: list(parseGroup) },
});

/** What the catalogue shows; null until the island has read the URL and the stored filters. */
export const $catalogView = atom<CatalogView | null>(null);

export const showCatalog = (view: CatalogView) => $catalogView.set(view);

const $catalogRequest = computed($catalogView, (view) => (view ? JSON.stringify(catalogRequest(view)) : null));

/** One page of the catalogue: the server filters, sorts and pages. */
export const $catalogPage = defineQuery(CATALOG, $catalogRequest, (body) => listAwards(JSON.parse(body)), {
  persist: { maxEntries: 12, parse: (v) => parsePage(v, parseAwardCard) },
});

const $chosenGroups = computed($catalogView, (view) =>
  view?.filters.groups.length ? view.filters.groups.join(',') : null,
);

/** The categories of the chosen groups (nothing to ask while no group is chosen). */
export const $catalogCategories = defineQuery(
  CATEGORIES,
  $chosenGroups,
  (groups) => listAwardCategories(groups.split(',').map(Number)),
  { persist: { maxEntries: 8, parse: list(parseCategory) } },
);

/** An award that does not exist (404) is a state of the page, not a failure to report. */
const reportUnlessMissing = (error: unknown) => {
  if (statusOf(error) !== 404) handleError(error);
};

export const isMissing = (error: unknown) => statusOf(error) === 404;

/** One award, by id. */
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

/** /awards-catalog: the groups and the page of the URL and the stored filters, by the island's own rule. */
export function startCatalogue(search: string, stored: CatalogFilters): () => void {
  showCatalog(catalogViewFrom(new URLSearchParams(search), stored));
  return startNow($awardGroups, $catalogPage, $catalogCategories);
}

/** /award/:awardId: the award of the address. */
export function startAward(pathname: string): () => void {
  const awardId = awardIdFromPath(pathname);
  return awardId ? startNow(awardQuery(awardId)) : () => {};
}
