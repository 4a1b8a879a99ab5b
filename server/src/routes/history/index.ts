import { createRouter } from '../../lib/router.ts';
import * as handlers from './history.handlers.ts';
import * as routes from './history.routes.ts';

/** The points history (the ledger, filtered and paged) and the points due to expire. */
export function historyRouter() {
  return createRouter()
    .openapi(routes.historyList, handlers.historyList)
    .openapi(routes.expiringPoints, handlers.expiringPoints);
}
