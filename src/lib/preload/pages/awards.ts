import { awardIdFromPath, linkedOrderId, ORDERS_PER_PAGE } from '../../awards/address';
import { catalogRequest, catalogViewFrom, readStoredFilters } from '../../awards/filters';
import { get, post, type PageRequests } from '../request';

const GROUPS = get('api/loyalty/award/group/list/simple');

/**
 * /awards: the award groups, and the first page of orders when the address links to one
 * (Historia, a placed order). Orders and wishes are otherwise further down the page.
 */
export const awardsRequests: PageRequests = (_path, search) =>
  linkedOrderId(search) === null
    ? [GROUPS]
    : [GROUPS, post('api/loyalty/order/list', { page: 1, per: ORDERS_PER_PAGE })];

/** /awards-catalog: the groups and the page of the stored filters and the URL, by the island's own rule. */
export const catalogueRequests: PageRequests = (_path, search, stored) => [
  GROUPS,
  post(
    'api/loyalty/award/list',
    catalogRequest(catalogViewFrom(new URLSearchParams(search), readStoredFilters(stored))),
  ),
];

/** /award/:awardId: the award (an id the page would not ask for asks nothing). */
export const awardRequests: PageRequests = (pathname) => {
  const awardId = awardIdFromPath(pathname);
  return awardId ? [get(`api/loyalty/award/${awardId}`)] : [];
};
