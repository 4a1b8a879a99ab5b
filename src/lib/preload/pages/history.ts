import { parseFilters, toRequest } from '../../history/filters';
import { get, post, type PageRequests } from '../request';

/** /history: the expiring points and the list of the URL's filters, except under a currency filter. */
export const historyRequests: PageRequests = (_path, search) => {
  const { filters } = parseFilters(search);
  // A currency filter depends on the participant's group (lp is FRSH's only).
  const list = filters.currency ? [] : [post('api/loyalty/history/list', toRequest(filters))];
  return [get('api/loyalty/participant/points/expiring'), ...list];
};
