import { createRouter } from '../../lib/router.ts';

export function plansRouter() {
  return createRouter();
}
