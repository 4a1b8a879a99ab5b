import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { ErrorBodySchema, errorBody } from '../../lib/errors.ts';
import { createHealthMonitor, READY_DEADLINE_MS, type HealthMonitor } from '../../lib/health.ts';
import { createRouter } from '../../lib/router.ts';

const TAGS = ['System'];
const ReadySchema = z.object({ status: z.literal('ok'), database: z.string() }).openapi('Ready');
const NOT_READY = {
  description:
    'Niegotowy: STARTING (baza jeszcze się otwiera), DRAINING (serwer się zatrzymuje po SIGTERM), DISK_FULL ' +
    '(brak miejsca na dysku bazy), DATABASE_UNAVAILABLE (baza nie odpowiedziała w czasie)',
  content: { 'application/json': { schema: ErrorBodySchema } },
};
const readinessDescription =
  `Sonda gotowości (readiness): odpowiada najpóźniej po ${READY_DEADLINE_MS} ms, także pod obciążeniem. ` +
  '503 — nie kierować tu ruchu. Nagłówek Retry-After.';

const ready = createRoute({
  method: 'get',
  path: '/api/health/ready',
  tags: TAGS,
  summary: 'Gotowość: baza odpowiada, jest miejsce na dysku, serwer się nie zatrzymuje',
  description: readinessDescription,
  responses: {
    200: { description: 'Gotowy', content: { 'application/json': { schema: ReadySchema } } },
    503: NOT_READY,
  },
});

const health = createRoute({
  ...ready,
  path: '/api/health',
  summary: 'Gotowość (to samo co /api/health/ready)',
});

const live = createRoute({
  method: 'get',
  path: '/api/health/live',
  tags: TAGS,
  summary: 'Żywotność: proces odpowiada',
  description:
    'Sonda żywotności (liveness): odpowiada od razu, bez pytania bazy, od startu do końca zatrzymywania. ' +
    'Brak odpowiedzi oznacza zawieszony proces.',
  responses: {
    200: {
      description: 'Żyje',
      content: { 'application/json': { schema: z.object({ status: z.literal('alive') }).openapi('Alive') } },
    },
  },
});

/** The server's monitor (index.ts); a test's app without one gets its own over the app's database. */
const monitors = new WeakMap<object, HealthMonitor>();
function monitorOf(c: Context<AppEnv>): HealthMonitor {
  const deps = c.var.deps;
  if (deps.health) return deps.health;
  let monitor = monitors.get(deps);
  if (!monitor) monitors.set(deps, (monitor = createHealthMonitor(deps.db)));
  return monitor;
}

async function readiness(c: Context<AppEnv>) {
  const state = await monitorOf(c).readiness();
  if (state.ready) return c.json({ status: 'ok' as const, database: state.database }, 200);
  c.header('Retry-After', '5');
  return c.json(errorBody(503, state.detail, state.code), 503);
}

export function healthRouter() {
  return createRouter()
    .openapi(live, (c) => c.json({ status: 'alive' as const }, 200))
    .openapi(ready, readiness)
    .openapi(health, readiness);
}
