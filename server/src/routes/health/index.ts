import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/router.ts';

const health = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Gotowość serwera (baza danych odpowiada)',
  responses: {
    200: {
      description: 'Gotowy',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok'), database: z.string() }) } },
    },
  },
});

export function healthRouter() {
  return createRouter().openapi(health, async (c) => {
    await c.var.deps.db.query('select 1');
    return c.json({ status: 'ok' as const, database: c.var.deps.db.kind }, 200);
  });
}
