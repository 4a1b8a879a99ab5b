import { createRouter } from '../../lib/router.ts';

export function historyRouter() {
  return createRouter();
}
