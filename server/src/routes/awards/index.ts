import { createRouter } from '../../lib/router.ts';

export function awardsRouter() {
  return createRouter();
}
