import { createRouter } from '../../lib/router.ts';

export function imageRouter() {
  return createRouter();
}
