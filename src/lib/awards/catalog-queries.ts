/**
 * The catalogue's lists (spec section 3, decision 009), as fetcher stores (src/lib/query): a
 * page of the catalogue and the chosen groups' categories, both following what the catalogue
 * island shows ($catalogView). Apart from queries.ts so that the award page and /awards, which
 * show no catalogue, do not load its filters and sorting with their page (issue 24).
 */
import { atom, computed } from 'nanostores';
import { listAwardCategories, listAwards } from '../api/awards';
import { parsePage } from '../api/parse';
import { defineQuery, startNow } from '../query/query';
import { catalogRequest, catalogViewFrom, type CatalogFilters, type CatalogView } from './filters';
import { CATALOG, CATEGORIES } from './keys';
import { parseAwardCard, parseCategory } from '../api/awards-parse';
import { $awardGroups, list } from './queries';

export type { CatalogView };

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

// The page as it loads (src/pages/awards-catalog.astro), before React has downloaded: what the
// inline preloader started (src/lib/preload/pages/awards.ts), taken over at once.

/** /awards-catalog: the groups and the page of the URL and the stored filters, by the island's own rule. */
export function startCatalogue(search: string, stored: CatalogFilters): () => void {
  showCatalog(catalogViewFrom(new URLSearchParams(search), stored));
  return startNow($awardGroups, $catalogPage, $catalogCategories);
}
