/**
 * The catalogue's lists (spec section 3, decision 009), as fetcher stores (src/lib/query): a
 * page of the catalogue and the chosen groups' categories, both following what the catalogue
 * island shows ($catalogView). Apart from queries.ts so that the award page and /awards, which
 * show no catalogue, do not load its filters and sorting with their page (issue 24).
 */
import { atom, computed } from 'nanostores';
import { AWARD_CATEGORIES, AWARD_LIST } from '../api/awards';
import { readQuery, startNow } from '../query/query';
import { catalogRequest, catalogViewFrom, type CatalogFilters, type CatalogView } from './filters';
import { CATALOG, CATEGORIES } from './keys';
import { $awardGroups } from './queries';

export type { CatalogView };

/** What the catalogue shows; null until the island has read the URL and the stored filters. */
export const $catalogView = atom<CatalogView | null>(null);

export const showCatalog = (view: CatalogView) => $catalogView.set(view);

const $catalogRequest = computed($catalogView, (view) => (view ? catalogRequest(view) : null));

/** One page of the catalogue: the server filters, sorts and pages. */
export const $catalogPage = readQuery(CATALOG, AWARD_LIST, $catalogRequest);

const $chosenGroups = computed($catalogView, (view) => (view?.filters.groups.length ? view.filters.groups : null));

/** The categories of the chosen groups (nothing to ask while no group is chosen). */
export const $catalogCategories = readQuery(CATEGORIES, AWARD_CATEGORIES, $chosenGroups);

// The page as it loads (src/pages/awards-catalog.astro), before React has downloaded: what the
// inline preloader started (src/lib/preload/page-reads.ts), taken over at once.

/** /awards-catalog: the groups and the page of the URL and the stored filters, by the island's own rule. */
export function startCatalogue(search: string, stored: CatalogFilters): () => void {
  showCatalog(catalogViewFrom(new URLSearchParams(search), stored));
  return startNow($awardGroups, $catalogPage, $catalogCategories);
}
