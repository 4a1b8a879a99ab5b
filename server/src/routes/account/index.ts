import { createRouter } from '../../lib/router.ts';

export function accountRouter() {
  return createRouter();
}
