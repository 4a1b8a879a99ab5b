/**
 * The namespaces of the awards' fetcher stores (src/lib/query): what a mutation or a
 * reload trigger names when it says which answers changed.
 */
import { keyOf } from '../query/query';

export const GROUPS = 'awards.groups';
export const CATEGORIES = 'awards.categories';
/** The catalogue's pages, one key per request (filters, page, "affordable now"). */
export const CATALOG = 'awards.list';
export const AWARD = 'awards.award';
export const WISHES = 'awards.wishes';
/** The orders of /awards: one key for the plain list, one per order linked from Historia. */
export const ORDERS = 'awards.orders';

export const awardKey = (awardId: number) => keyOf(AWARD, String(awardId));
