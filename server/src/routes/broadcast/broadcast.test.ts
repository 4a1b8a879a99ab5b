import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, useTestContext } from '../../test/harness.ts';

const t = useTestContext();
let sections: Record<string, number>;
beforeAll(async () => {
  const res = await t.call('GET', '/api/loyalty/broadcast/banner-section', { token: t.demo });
  sections = Object.fromEntries(res.body.bannerSections.map((s: { id: number; code: string }) => [s.code, s.id]));
});
beforeEach(() => t.clock.set(TEST_NOW));

interface Banner {
  bannerId: number;
  url: string | null;
  mimeType: string;
  broadcastTime: number | null;
}

async function banners(code: string, token = t.demo): Promise<Banner[]> {
  const res = await t.call('POST', '/api/loyalty/broadcast/participant/banner/list', {
    token,
    body: { bannerSectionId: sections[code] },
  });
  expect(res.status).toBe(200);
  return res.body.banners;
}

async function expectGuarded(method: string, path: string, body?: unknown) {
  const none = await t.call(method, path, { body });
  expect(none.status).toBe(401);
  expect(none.body.message).toBeTruthy();
  t.clock.advance(16 * 60_000);
  const expired = await t.call(method, path, { token: t.demo, body });
  expect(expired.status).toBe(401);
  expect(expired.body.code).toBe('TOKEN_EXPIRED');
  t.clock.set(TEST_NOW);
}

const SECTION_CODES = ['app_3_goals', 'app_3_tasks', 'app_3_history', 'app_3_profile', 'app_3_awards', 'app_3_rules'];

describe('GET /api/loyalty/broadcast/banner-section', () => {
  it('answers a section for every screen of the spec, by code', async () => {
    const res = await t.call('GET', '/api/loyalty/broadcast/banner-section', { token: t.frsh });
    expect(res.status).toBe(200);
    expect(res.body.bannerSections.map((s: { code: string }) => s.code).sort()).toEqual([...SECTION_CODES].sort());
    for (const s of res.body.bannerSections) expect(Object.keys(s).sort()).toEqual(['code', 'id']);
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectGuarded('GET', '/api/loyalty/broadcast/banner-section');
  });
});

describe('POST /api/loyalty/broadcast/participant/banner/list', () => {
  it('answers one banner for the rules and several for every other section', async () => {
    expect(await banners('app_3_rules')).toHaveLength(1);
    for (const code of SECTION_CODES.filter((c) => c !== 'app_3_rules')) {
      const list = await banners(code);
      expect(list.length, code).toBeGreaterThanOrEqual(2);
      expect(list.length, code).toBeLessThanOrEqual(4);
    }
  });

  it('gives each banner its picture type, display time and link, in display order', async () => {
    const all = (await Promise.all(SECTION_CODES.map((c) => banners(c)))).flat();
    for (const b of all) {
      expect(b).toEqual({
        bannerId: expect.any(Number),
        url: b.url === null ? null : expect.any(String),
        mimeType: 'image/svg+xml',
        broadcastTime: b.broadcastTime === null ? null : expect.any(Number),
      });
    }
    const times = all.map((b) => b.broadcastTime);
    expect(times).toContain(null);
    expect(new Set(times.filter((x) => x !== null)).size).toBeGreaterThanOrEqual(3);
    const urls = all.map((b) => b.url);
    expect(urls).toContain(null);
    expect(urls).toContain('/awards-catalog');
    expect(urls.some((u) => u?.startsWith('https://'))).toBe(true);

    const goals = await banners('app_3_goals');
    const positions = await t.deps.db.query<{ id: number }>(
      'select id from banner where id = any($1::int[]) order by position',
      [goals.map((b) => b.bannerId)],
    );
    expect(goals.map((b) => b.bannerId)).toEqual(positions.map((r) => r.id));
  });

  it('lists only the banners active now: an ended one and a future one appear in their time only', async () => {
    const goalsNow = await banners('app_3_goals');
    const ended = await t.deps.db.query<{ id: number }>(
      `select b.id from banner b join banner_section s on s.id = b.section_id where s.code = 'app_3_goals' and b.active_to < $1`,
      [t.clock.now()],
    );
    expect(ended).toHaveLength(1);
    expect(goalsNow.map((b) => b.bannerId)).not.toContain(ended[0]!.id);

    const tasksNow = await banners('app_3_tasks');
    t.clock.advance(8 * 86_400_000);
    const later = await t.login('demo');
    const tasksLater = await banners('app_3_tasks', later);
    expect(tasksLater.length).toBe(tasksNow.length + 1);
  });

  it("shows a group's banner only to that group", async () => {
    const forDemo = await banners('app_3_awards', t.demo);
    const forFrsh = await banners('app_3_awards', t.frsh);
    expect(forFrsh.length).toBe(forDemo.length + 1);
    expect(forFrsh.map((b) => b.bannerId)).toEqual(expect.arrayContaining(forDemo.map((b) => b.bannerId)));
  });

  it('answers 404 for an unknown section and 422 for a bad section id', async () => {
    const unknown = await t.call('POST', '/api/loyalty/broadcast/participant/banner/list', {
      token: t.demo,
      body: { bannerSectionId: 999_999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'SECTION_NOT_FOUND', detail: 'Nie ma takiej sekcji banerów.' });
    for (const body of [{}, { bannerSectionId: 'app_3_goals' }, { bannerSectionId: -1 }]) {
      const res = await t.call('POST', '/api/loyalty/broadcast/participant/banner/list', { token: t.demo, body });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].path).toBe('bannerSectionId');
    }
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectGuarded('POST', '/api/loyalty/broadcast/participant/banner/list', { bannerSectionId: 1 });
  });
});

describe('GET /api/loyalty/broadcast/banner/content/{id}', () => {
  it('answers the picture in base64: an SVG banner with its Polish title', async () => {
    const [rules] = await banners('app_3_rules');
    const res = await t.call('GET', `/api/loyalty/broadcast/banner/content/${rules!.bannerId}`, { token: t.demo });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['bannerContent']);
    const svg = Buffer.from(res.body.bannerContent, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="250"/);
    expect(svg).toContain('>Regulamin</text>');
    expect(res.headers.get('cache-control')).toContain('max-age');
  });

  it("answers 404 for another group's banner and for an unknown one", async () => {
    const forDemo = new Set((await banners('app_3_awards', t.demo)).map((b) => b.bannerId));
    const frshOnly = (await banners('app_3_awards', t.frsh)).find((b) => !forDemo.has(b.bannerId))!;
    expect(
      (await t.call('GET', `/api/loyalty/broadcast/banner/content/${frshOnly.bannerId}`, { token: t.frsh })).status,
    ).toBe(200);
    const res = await t.call('GET', `/api/loyalty/broadcast/banner/content/${frshOnly.bannerId}`, { token: t.demo });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'BANNER_NOT_FOUND', detail: 'Nie ma takiego banera.' });
    expect((await t.call('GET', '/api/loyalty/broadcast/banner/content/999999', { token: t.demo })).status).toBe(404);
  });

  it('answers 422 for an id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '1.5']) {
      const res = await t.call('GET', `/api/loyalty/broadcast/banner/content/${id}`, { token: t.demo });
      expect(res.status, id).toBe(422);
      expect(res.body.detail).toBeTruthy();
    }
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectGuarded('GET', '/api/loyalty/broadcast/banner/content/1');
  });
});

describe('GET /api/loyalty/broadcast/popup', () => {
  it('answers the active popup with Draft.js raw content as a JSON string', async () => {
    const res = await t.call('GET', '/api/loyalty/broadcast/popup', { token: t.demo });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      popupId: expect.any(Number),
      popupName: 'Akcja: podwójne punkty za cele',
      textContent: expect.any(String),
    });
    const raw = JSON.parse(res.body.textContent);
    const types = raw.blocks.map((b: { type: string }) => b.type);
    expect(types).toEqual(
      expect.arrayContaining(['header-two', 'unstyled', 'unordered-list-item', 'ordered-list-item']),
    );
    const styles = raw.blocks.flatMap((b: { inlineStyleRanges: { style: string }[] }) =>
      b.inlineStyleRanges.map((r) => r.style),
    );
    expect(styles).toEqual(expect.arrayContaining(['BOLD', 'ITALIC', 'UNDERLINE']));

    const linked = raw.blocks.find((b: { entityRanges: unknown[] }) => b.entityRanges.length > 0);
    const range = linked.entityRanges[0];
    expect(linked.text.slice(range.offset, range.offset + range.length)).toBe('regulaminie akcji');
    expect(raw.entityMap[range.key]).toMatchObject({
      type: 'LINK',
      data: { url: expect.stringMatching(/^https:\/\//) },
    });
    // Every range lies inside its block's text.
    for (const b of raw.blocks) {
      for (const r of [...b.inlineStyleRanges, ...b.entityRanges]) {
        expect(r.offset + r.length).toBeLessThanOrEqual(b.text.length);
      }
    }
  });

  it('answers 204 with no body when no popup is active', async () => {
    await t.deps.db.query('update popup set active_to = $1 where active_to > $1', [t.clock.now()]);
    const res = await t.call('GET', '/api/loyalty/broadcast/popup', { token: t.frsh });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectGuarded('GET', '/api/loyalty/broadcast/popup');
  });
});
