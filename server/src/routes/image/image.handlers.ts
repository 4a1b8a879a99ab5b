import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import type * as routes from './image.routes.ts';

export const image: RouteHandler<typeof routes.image, AppEnv> = async (c) => {
  const rows = await c.var.deps.db.query<{ mime_type: string; content: Uint8Array }>(
    'select mime_type, content from image where id = $1',
    [c.req.valid('param').id],
  );
  const row = rows[0];
  if (!row) throw notFound('Nie ma takiego obrazu.', 'IMAGE_NOT_FOUND');
  // Images are never changed in place, so a day in the browser's private cache is safe.
  c.header('Cache-Control', 'private, max-age=86400');
  return c.json({ imageContent: Buffer.from(row.content).toString('base64'), imageMimeType: row.mime_type }, 200);
};
