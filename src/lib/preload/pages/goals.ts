import { filtersFromSearch, toRequest } from '../../goals/filters';
import { get, post, type PageRequests } from '../request';

/** /goals: the plans of the URL's filters, the periods and the groups. */
export const goalsRequests: PageRequests = (_path, search) => {
  const { filters, rejected } = filtersFromSearch(search);
  // A rejected setting makes the island check periods and groups first: no guess.
  const list = rejected.length ? [] : [post('api/loyalty/plan/result', toRequest(filters))];
  return [...list, get('api/loyalty/plan/period/list'), get('api/loyalty/plan/group/list')];
};
