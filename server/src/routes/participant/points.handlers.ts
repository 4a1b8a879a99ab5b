import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import type { Queryable } from '../../db/types.ts';
import { readSummary, rebuildSummary, type PointsSummary } from '../../domain/ledger.ts';
import type * as routes from './points.routes.ts';

/** The second currency exists only for group FRSH (spec, section 1). */
const LP_GROUP = 'FRSH';

async function groupOf(q: Queryable, participantId: number): Promise<string | undefined> {
  const rows = await q.query<{ group_code: string }>('select group_code from participant where id = $1', [
    participantId,
  ]);
  return rows[0]?.group_code;
}

function forGroup(summary: PointsSummary, groupCode: string | undefined): PointsSummary {
  if (groupCode === LP_GROUP) return summary;
  return { ...summary, lpTotalValue: 0, lpSubtractedValue: 0, lpLockedValue: 0, lpCurrentValue: 0 };
}

export const summary: RouteHandler<typeof routes.summary, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const id = c.var.participantId;
  const [points, groupCode] = await Promise.all([readSummary(db, id), groupOf(db, id)]);
  return c.json(forGroup(points, groupCode), 200);
};

export const calculate: RouteHandler<typeof routes.calculate, AppEnv> = async (c) => {
  const { db, clock } = c.var.deps;
  await db.transaction((tx) => rebuildSummary(tx, clock, c.var.participantId));
  return c.json({ success: true as const }, 200);
};
