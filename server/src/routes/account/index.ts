import { createRouter } from '../../lib/router.ts';
import * as handlers from './account.handlers.ts';
import * as routes from './account.routes.ts';
import { outboxHandler } from './outbox.ts';
import { explainValidation } from '../../lib/validation-hook.ts';

/** Activation and password restoration (no token needed), and the development outbox. */
export function accountRouter() {
  const router = createRouter()
    // The fixed path before the {uuid} one, so "resend" is never taken for a link.
    .openapi(routes.resendActivation, handlers.resendActivation, explainValidation)
    .openapi(routes.activationInfo, handlers.activationInfo)
    .openapi(routes.activate, handlers.activate, explainValidation)
    .openapi(routes.requestRestore, handlers.requestRestore, explainValidation)
    .openapi(routes.restoreInfo, handlers.restoreInfo)
    .openapi(routes.restore, handlers.restore, explainValidation);
  router.get('/api/dev/outbox', outboxHandler);
  return router;
}
