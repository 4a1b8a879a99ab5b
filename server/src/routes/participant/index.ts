import { createRouter } from '../../lib/router.ts';
import { explainValidation } from '../../lib/validation-hook.ts';
import * as handlers from './participant.handlers.ts';
import * as routes from './participant.routes.ts';
import * as points from './points.handlers.ts';
import * as pointsRoutes from './points.routes.ts';

/** The participant's profile, password, group and points summary. */
export function participantRouter() {
  return createRouter()
    .openapi(routes.preview, handlers.preview)
    .openapi(routes.edit, handlers.edit, explainValidation)
    .openapi(routes.changePassword, handlers.changePassword, explainValidation)
    .openapi(routes.group, handlers.group)
    .openapi(pointsRoutes.summary, points.summary)
    .openapi(pointsRoutes.calculate, points.calculate);
}
