import { createRouter } from '../../lib/router.ts';
import { loginHandler, logoutHandler, refreshHandler } from './auth.handlers.ts';
import * as routes from './auth.routes.ts';

export function authRouter() {
  return createRouter()
    .openapi(routes.login, loginHandler)
    .openapi(routes.refresh, refreshHandler)
    .openapi(routes.logout, logoutHandler);
}
