import { createRouter } from '../../lib/router.ts';
import * as handlers from './image.handlers.ts';
import * as routes from './image.routes.ts';

/** Pictures of the shared image table (plan and award images have their own paths). */
export function imageRouter() {
  return createRouter().openapi(routes.image, handlers.image);
}
