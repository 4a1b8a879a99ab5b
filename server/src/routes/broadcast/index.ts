import { createRouter } from '../../lib/router.ts';

export function broadcastRouter() {
  return createRouter();
}
