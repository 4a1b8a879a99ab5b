import { createRouter } from '../../lib/router.ts';
import { loginHandlers } from './auth.handlers.ts';
import * as routes from './auth.routes.ts';

export function authRouter() {
  const { loginHandler, refreshHandler } = loginHandlers();
  return createRouter().openapi(routes.login, loginHandler).openapi(routes.refresh, refreshHandler);
}
