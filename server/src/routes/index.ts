import type { Router } from '../lib/router.ts';
import { healthRouter } from './health/index.ts';
import { authRouter } from './auth/index.ts';
import { accountRouter } from './account/index.ts';
import { participantRouter } from './participant/index.ts';
import { broadcastRouter } from './broadcast/index.ts';
import { imageRouter } from './image/index.ts';
import { plansRouter } from './plans/index.ts';
import { tasksRouter } from './tasks/index.ts';
import { awardsRouter } from './awards/index.ts';
import { ordersRouter } from './orders/index.ts';
import { historyRouter } from './history/index.ts';

/** Every resource's router, mounted at the root by createApp. */
export function routers(): Router[] {
  return [
    healthRouter(),
    authRouter(),
    accountRouter(),
    participantRouter(),
    broadcastRouter(),
    imageRouter(),
    plansRouter(),
    tasksRouter(),
    awardsRouter(),
    ordersRouter(),
    historyRouter(),
  ];
}
