import { createRouter } from '../../lib/router.ts';

export function ordersRouter() {
  return createRouter();
}
