import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { useTestContext } from './test/harness.ts';

/**
 * Issue 3 acceptance: logged in as `demo` and as `frsh`, every call of the spec's
 * section 7 answers the documented shape (the route's own zod response schema) with
 * non-empty demo data.
 */
const t = useTestContext();
type Who = 'demo' | 'frsh';

/** The documented 200 schema of a route, read from the app's OpenAPI registry. */
function documentedSchema(method: string, path: string): ZodType {
  for (const def of t.app.openAPIRegistry.definitions) {
    if (def.type !== 'route' || def.route.method !== method || def.route.path !== path) continue;
    const ok = def.route.responses[200] as { content?: Record<string, { schema?: unknown }> } | undefined;
    const schema = ok?.content?.['application/json']?.schema;
    if (schema && typeof (schema as ZodType).safeParse === 'function') return schema as ZodType;
  }
  throw new Error(`no documented 200 schema for ${method.toUpperCase()} ${path}`);
}

interface Call {
  method: 'get' | 'post';
  /** As documented (OpenAPI template). */
  path: string;
  /** Fills the template for one participant, from earlier answers. */
  url?: (who: Who) => Promise<string>;
  body?: unknown;
  /** Where the demo data must not be empty. */
  nonEmpty: (body: any) => unknown[] | string | boolean;
}

const first = async (who: Who, path: string, body: unknown, pick: (b: any) => number) => {
  const res = await t.call('POST', path, { token: t[who], body });
  return pick(res.body);
};

const CALLS: Call[] = [
  { method: 'get', path: '/api/loyalty/participant/points/summary', nonEmpty: (b) => b.vpTotalValue > 0 },
  { method: 'get', path: '/api/loyalty/participant/preview', nonEmpty: (b) => b.storeName },
  { method: 'get', path: '/api/loyalty/group', nonEmpty: (b) => b.groupCode },
  { method: 'get', path: '/api/loyalty/broadcast/popup', nonEmpty: (b) => b.textContent },
  { method: 'get', path: '/api/loyalty/broadcast/banner-section', nonEmpty: (b) => b.bannerSections },
  {
    method: 'post',
    path: '/api/loyalty/broadcast/participant/banner/list',
    nonEmpty: (b) => b.banners,
  },
  {
    method: 'get',
    path: '/api/loyalty/broadcast/banner/content/{id}',
    url: async (who) => {
      const sections = await t.call('GET', '/api/loyalty/broadcast/banner-section', { token: t[who] });
      const list = await t.call('POST', '/api/loyalty/broadcast/participant/banner/list', {
        token: t[who],
        body: { bannerSectionId: sections.body.bannerSections[0].id },
      });
      return `/api/loyalty/broadcast/banner/content/${list.body.banners[0].bannerId}`;
    },
    nonEmpty: (b) => b.bannerContent,
  },
  { method: 'post', path: '/api/loyalty/plan/result', body: { page: 1, per: 20 }, nonEmpty: (b) => b.items },
  {
    method: 'get',
    path: '/api/loyalty/plan/step/result/{id}',
    url: async (who) =>
      `/api/loyalty/plan/step/result/${await first(who, '/api/loyalty/plan/result', {}, (b) => b.items[0].planId)}`,
    nonEmpty: (b) => b.steps,
  },
  {
    method: 'get',
    path: '/api/loyalty/plan/total/result/{id}',
    url: async (who) =>
      `/api/loyalty/plan/total/result/${await first(who, '/api/loyalty/plan/result', {}, (b) => b.items[0].planId)}`,
    nonEmpty: (b) => b.possiblePoints > 0,
  },
  {
    method: 'get',
    path: '/api/loyalty/plan/image/{id}',
    url: async (who) => {
      const id = await first(who, '/api/loyalty/plan/result', { per: 100 }, (b) =>
        b.items.map((p: any) => p.imageId ?? p.groupActiveImageId).find(Boolean),
      );
      return `/api/loyalty/plan/image/${id}`;
    },
    nonEmpty: (b) => b.imageContent,
  },
  {
    method: 'get',
    path: '/api/loyalty/award/image/{id}',
    url: async (who) =>
      `/api/loyalty/award/image/${await first(who, '/api/loyalty/award/list', {}, (b) => b.items[0].activeImageId)}`,
    nonEmpty: (b) => b.imageContent,
  },
  {
    method: 'get',
    path: '/api/loyalty/image/{id}',
    url: async (who) =>
      `/api/loyalty/image/${await first(who, '/api/loyalty/award/list', {}, (b) => b.items[0].inactiveImageId)}`,
    nonEmpty: (b) => b.imageContent,
  },
  { method: 'get', path: '/api/loyalty/award/group/list/simple', nonEmpty: (b) => b.items },
];

describe.each(['demo', 'frsh'] as const)('every call of section 7 as %s', (who) => {
  it.each(CALLS.map((c) => [`${c.method.toUpperCase()} ${c.path}`, c] as const))('%s', async (_name, call) => {
    const url = call.url ? await call.url(who) : call.path;
    let body = call.body;
    if (call.path === '/api/loyalty/broadcast/participant/banner/list') {
      const sections = await t.call('GET', '/api/loyalty/broadcast/banner-section', { token: t[who] });
      body = { bannerSectionId: sections.body.bannerSections[0].id };
    }
    const res = await t.call(call.method.toUpperCase(), url, { token: t[who], body });
    expect(res.status).toBe(200);
    const parsed = documentedSchema(call.method, call.path).safeParse(res.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
    const data = call.nonEmpty(res.body);
    expect(Array.isArray(data) ? data.length : Boolean(data)).toBeTruthy();
  });

  it('the recalculation answers { success: true } and leaves the summary as the ledger says', async () => {
    const before = await t.call('GET', '/api/loyalty/participant/points/summary', { token: t[who] });
    const res = await t.call('POST', '/api/loyalty/participant/points/calculate', { token: t[who] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const after = await t.call('GET', '/api/loyalty/participant/points/summary', { token: t[who] });
    expect(after.body).toEqual(before.body);
  });
});

it('the second currency is there for FRSH only', async () => {
  const demo = await t.call('GET', '/api/loyalty/participant/points/summary', { token: t.demo });
  const frsh = await t.call('GET', '/api/loyalty/participant/points/summary', { token: t.frsh });
  expect(demo.body.lpTotalValue).toBe(0);
  expect(frsh.body.lpTotalValue).toBeGreaterThan(0);
});
