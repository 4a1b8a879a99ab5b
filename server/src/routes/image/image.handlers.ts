import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { findOwnPhoto, findVisiblePicture } from '../../domain/photos.ts';
import { parseImageId, type ImageId } from './image.routes.ts';
import type * as routes from './image.routes.ts';

function findImage(c: Parameters<RouteHandler<typeof routes.image, AppEnv>>[0], which: ImageId) {
  const { db } = c.var.deps;
  if (which.kind === 'photo') return findOwnPhoto(db, c.var.participantId, which.id);
  return findVisiblePicture(db, c.var.participantId, which.id);
}

export const image: RouteHandler<typeof routes.image, AppEnv> = async (c) => {
  const row = await findImage(c, parseImageId(c.req.valid('param').id));
  // Someone else's photo answers exactly like a missing one, so its existence does not leak.
  if (!row) throw notFound('Nie ma takiego obrazu.', 'IMAGE_NOT_FOUND');
  // Images are never changed in place, so a day in the browser's private cache is safe.
  c.header('Cache-Control', 'private, max-age=86400');
  return c.json({ imageContent: Buffer.from(row.content).toString('base64'), imageMimeType: row.mime_type }, 200);
};
