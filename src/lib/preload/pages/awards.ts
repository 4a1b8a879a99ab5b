import { awardIdFromPath } from '../../awards/address';
import { catalogRequest, catalogViewFrom, readStoredFilters } from '../../awards/filters';
import { get, post, type PageRequests } from '../request';

const GROUPS = get('api/loyalty/award/group/list/simple');

/** /awards: the award groups (orders and wishes are further down the page). */
export const awardsRequests: PageRequests = () => [GROUPS];

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
