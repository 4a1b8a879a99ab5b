import { createRouter } from '../../lib/router.ts';
import * as handlers from './broadcast.handlers.ts';
import * as routes from './broadcast.routes.ts';

/** Banners per screen section and the popup shown after login. */
export function broadcastRouter() {
  return createRouter()
    .openapi(routes.bannerSections, handlers.bannerSections)
    .openapi(routes.bannerList, handlers.bannerList)
    .openapi(routes.bannerContent, handlers.bannerContent)
    .openapi(routes.popup, handlers.popup);
}
