import { createRouter } from '../../lib/router.ts';
import * as handlers from './awards.handlers.ts';
import * as routes from './awards.routes.ts';

/** The award catalogue, award pages, pictures and the wish list. */
export function awardsRouter() {
  return (
    createRouter()
      // Fixed paths before /award/{id}, so "wish" or "group" is never read as an id.
      .openapi(routes.groupList, handlers.groupList)
      .openapi(routes.categoryList, handlers.categoryList)
      .openapi(routes.awardList, handlers.awardList)
      .openapi(routes.wishList, handlers.wishList)
      .openapi(routes.awardImage, handlers.awardImage)
      .openapi(routes.awardDetail, handlers.awardDetail)
      .openapi(routes.addWish, handlers.addWish)
      .openapi(routes.removeWish, handlers.removeWish)
  );
}
