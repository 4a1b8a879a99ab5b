import { createRouter } from '../../lib/router.ts';

export function tasksRouter() {
  return createRouter();
}
