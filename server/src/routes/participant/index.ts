import { createRouter } from '../../lib/router.ts';

export function participantRouter() {
  return createRouter();
}
