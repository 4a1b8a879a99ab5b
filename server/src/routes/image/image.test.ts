import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, useTestContext } from '../../test/harness.ts';

const t = useTestContext();
beforeEach(() => t.clock.set(TEST_NOW));

describe('GET /api/loyalty/image/{id}', () => {
  it('answers a stored picture in base64 with its type, the same for every participant', async () => {
    const [row] = await t.deps.db.query<{ id: number; mime_type: string; content: Uint8Array }>(
      'select i.id, i.mime_type, i.content from image i join banner b on b.image_id = i.id order by i.id limit 1',
    );
    const res = await t.call('GET', `/api/loyalty/image/${row!.id}`, { token: t.demo });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imageContent: expect.any(String), imageMimeType: 'image/svg+xml' });
    const bytes = Buffer.from(res.body.imageContent, 'base64');
    expect(bytes.equals(Buffer.from(row!.content))).toBe(true);
    expect(bytes.toString('utf8')).toMatch(/^<svg /);
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    expect((await t.call('GET', `/api/loyalty/image/${row!.id}`, { token: t.frsh })).body).toEqual(res.body);
  });

  it('keeps the pictures of lp awards for the FRSH group, as /award/image does (issue 27)', async () => {
    // A picture no vp award shares: the number alone used to open it to anyone logged in.
    const [row] = await t.deps.db.query<{ id: number }>(
      `select i.id from image i
        where exists (select 1 from award a where a.currency = 'lp' and i.id in (a.active_image_id, a.inactive_image_id))
          and not exists (select 1 from award a where a.currency = 'vp' and i.id in (a.active_image_id, a.inactive_image_id))
        order by i.id limit 1`,
    );
    expect(row).toBeDefined();
    const refused = await t.call('GET', `/api/loyalty/image/${row!.id}`, { token: t.demo });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'IMAGE_NOT_FOUND', detail: 'Nie ma takiego obrazu.' });
    expect((await t.call('GET', `/api/loyalty/award/image/${row!.id}`, { token: t.demo })).status).toBe(404);
    expect((await t.call('GET', `/api/loyalty/image/${row!.id}`, { token: t.frsh })).status).toBe(200);
  });

  it("serves the pictures of a participant's tasks, plans and vp awards, and no picture nothing shows", async () => {
    const [task] = await t.deps.db.query<{ id: number }>(
      `select t.image_id as id from task t join task_assignment ta on ta.task_id = t.id
         join participant p on p.id = ta.participant_id where p.username = 'demo' and t.image_id is not null limit 1`,
    );
    const [plan] = await t.deps.db.query<{ id: number }>(
      `select pl.image_id as id from plan pl join plan_participant pp on pp.plan_id = pl.id
         join participant p on p.id = pp.participant_id where p.username = 'demo' and pl.image_id is not null limit 1`,
    );
    const [award] = await t.deps.db.query<{ id: number }>(
      `select active_image_id as id from award where currency = 'vp' and active_image_id is not null limit 1`,
    );
    for (const id of [task!.id, plan!.id, award!.id]) {
      expect((await t.call('GET', `/api/loyalty/image/${id}`, { token: t.demo })).status, String(id)).toBe(200);
    }
    const [unused] = await t.deps.db.query<{ id: number }>(
      "insert into image (mime_type, content) values ('image/svg+xml', convert_to('<svg/>', 'UTF8')) returning id",
    );
    expect((await t.call('GET', `/api/loyalty/image/${unused!.id}`, { token: t.frsh })).status).toBe(404);
  });

  it('answers 404 with a Polish detail for a missing image', async () => {
    const res = await t.call('GET', '/api/loyalty/image/987654', { token: t.demo });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'IMAGE_NOT_FOUND', detail: 'Nie ma takiego obrazu.' });
  });

  it('answers 422 for an id that is not a positive integer', async () => {
    for (const id of ['obraz', '-3', '0', '99999999999', '2147483648', 'a'.repeat(40)]) {
      const res = await t.call('GET', `/api/loyalty/image/${id}`, { token: t.demo });
      expect(res.status, id).toBe(422);
      expect(res.body.errors[0].path).toBe('id');
    }
  });

  it('answers 401 without a token and with an expired one', async () => {
    expect((await t.call('GET', '/api/loyalty/image/1')).status).toBe(401);
    t.clock.advance(16 * 60_000);
    const expired = await t.call('GET', '/api/loyalty/image/1', { token: t.demo });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('TOKEN_EXPIRED');
  });
});
