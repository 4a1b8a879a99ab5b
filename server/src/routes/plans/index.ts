import { createRouter } from '../../lib/router.ts';
import * as h from './plans.handlers.ts';
import * as routes from './plans.routes.ts';

export function plansRouter() {
  return createRouter()
    .openapi(routes.planResult, h.planResultHandler)
    .openapi(routes.planStepResult, h.planStepResultHandler)
    .openapi(routes.planTotalResult, h.planTotalResultHandler)
    .openapi(routes.planImage, h.planImageHandler)
    .openapi(routes.planPeriodList, h.planPeriodListHandler)
    .openapi(routes.planGroupList, h.planGroupListHandler);
}
