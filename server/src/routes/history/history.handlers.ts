import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { unprocessable } from '../../lib/errors.ts';
import { page } from '../../lib/paging.ts';
import { listHistory, readExpiring } from '../../domain/history.ts';
import type * as routes from './history.routes.ts';

export const historyList: RouteHandler<typeof routes.historyList, AppEnv> = async (c) => {
  const filter = c.req.valid('json');
  if (filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo) {
    throw unprocessable('Data początkowa nie może być późniejsza niż data końcowa.', 'DATE_RANGE', [
      { path: 'dateFrom', message: 'Data początkowa jest późniejsza niż data końcowa.' },
    ]);
  }
  const { items, total } = await listHistory(c.var.deps.db, c.var.participantId, filter);
  return c.json(page(items, total, filter), 200);
};

export const expiringPoints: RouteHandler<typeof routes.expiringPoints, AppEnv> = async (c) => {
  const { db, clock } = c.var.deps;
  return c.json({ items: await readExpiring(db, clock, c.var.participantId) }, 200);
};
