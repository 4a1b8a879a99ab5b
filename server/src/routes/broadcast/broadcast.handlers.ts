import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import type { Queryable } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import type * as routes from './broadcast.routes.ts';

/** Banners a participant sees: everyone's, and those of their own group. */
const VISIBLE = `(b.group_code is null or b.group_code = (select group_code from participant where id = $1))`;
/** Active at the parameter `at`; a null bound is open. */
const ACTIVE = (t: string, at: string) =>
  `(${t}.active_from is null or ${t}.active_from <= ${at}) and (${t}.active_to is null or ${t}.active_to > ${at})`;

const IMAGE_CACHE = 'private, max-age=86400';

export const bannerSections: RouteHandler<typeof routes.bannerSections, AppEnv> = async (c) => {
  const rows = await c.var.deps.db.query<{ id: number; code: string }>(
    'select id, code from banner_section order by id',
  );
  return c.json({ bannerSections: rows.map((r) => ({ id: r.id, code: r.code })) }, 200);
};

export const bannerList: RouteHandler<typeof routes.bannerList, AppEnv> = async (c) => {
  const { db, clock } = c.var.deps;
  const { bannerSectionId } = c.req.valid('json');
  const section = await db.query('select 1 from banner_section where id = $1', [bannerSectionId]);
  if (section.length === 0) throw notFound('Nie ma takiej sekcji banerów.', 'SECTION_NOT_FOUND');
  const rows = await db.query<{ id: number; url: string | null; mime_type: string; broadcast_time: number | null }>(
    `select b.id, b.url, i.mime_type, b.broadcast_time
       from banner b join image i on i.id = b.image_id
      where b.section_id = $3 and ${VISIBLE} and ${ACTIVE('b', '$2')}
      order by b.position, b.id`,
    [c.var.participantId, clock.now(), bannerSectionId],
  );
  return c.json(
    {
      banners: rows.map((r) => ({
        bannerId: r.id,
        url: r.url,
        mimeType: r.mime_type,
        broadcastTime: r.broadcast_time,
      })),
    },
    200,
  );
};

async function bannerImage(db: Queryable, participantId: number, bannerId: number) {
  const rows = await db.query<{ content: Uint8Array }>(
    `select i.content from banner b join image i on i.id = b.image_id where b.id = $2 and ${VISIBLE}`,
    [participantId, bannerId],
  );
  return rows[0];
}

/** Any banner of the participant's audience, even one that just ended: a carousel may still show it. */
export const bannerContent: RouteHandler<typeof routes.bannerContent, AppEnv> = async (c) => {
  const image = await bannerImage(c.var.deps.db, c.var.participantId, c.req.valid('param').id);
  if (!image) throw notFound('Nie ma takiego banera.', 'BANNER_NOT_FOUND');
  c.header('Cache-Control', IMAGE_CACHE);
  return c.json({ bannerContent: Buffer.from(image.content).toString('base64') }, 200);
};

export const popup: RouteHandler<typeof routes.popup, AppEnv> = async (c) => {
  const rows = await c.var.deps.db.query<{ id: number; name: string; text_content: string }>(
    `select p.id, p.name, p.text_content from popup p
      where ${ACTIVE('p', '$1')}
      order by p.active_from desc nulls last, p.id desc limit 1`,
    [c.var.deps.clock.now()],
  );
  const row = rows[0];
  if (!row) return c.body(null, 204);
  return c.json({ popupId: row.id, popupName: row.name, textContent: row.text_content }, 200);
};
