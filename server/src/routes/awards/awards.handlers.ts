import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { page } from '../../lib/paging.ts';
import * as awards from '../../domain/awards.ts';
import type * as routes from './awards.routes.ts';

const AWARD_NOT_FOUND = 'Nie znaleziono takiej nagrody. Mogła zostać wycofana z katalogu.';
const IMAGE_NOT_FOUND = 'Nie znaleziono takiego obrazka.';

/** All on one page: the envelope with `per` equal to the number of items. */
const onePage = <T>(items: T[]) => page(items, items.length, { page: 1, per: Math.max(1, items.length) });

export const groupList: RouteHandler<typeof routes.groupList, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const viewer = await awards.viewerOf(db, c.var.participantId);
  return c.json(onePage(await awards.listGroups(db, viewer)), 200);
};

export const categoryList: RouteHandler<typeof routes.categoryList, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { groupIds } = c.req.valid('query');
  const ids = groupIds ? groupIds.split(',').map((s) => Number(s.trim())) : undefined;
  const viewer = await awards.viewerOf(db, c.var.participantId);
  return c.json(onePage(await awards.listCategories(db, viewer, ids)), 200);
};

export const awardList: RouteHandler<typeof routes.awardList, AppEnv> = async (c) => {
  const { db, clock } = c.var.deps;
  const filter = c.req.valid('json');
  const viewer = await awards.viewerOf(db, c.var.participantId);
  const { items, total } = await awards.listCatalogue(db, clock, viewer, filter);
  return c.json(page(items, total, filter), 200);
};

export const awardDetail: RouteHandler<typeof routes.awardDetail, AppEnv> = async (c) => {
  const { db, clock } = c.var.deps;
  const viewer = await awards.viewerOf(db, c.var.participantId);
  const detail = await awards.findAwardDetail(db, clock, viewer, c.req.valid('param').id);
  if (!detail) throw notFound(AWARD_NOT_FOUND, 'AWARD_NOT_FOUND');
  return c.json(detail, 200);
};

export const awardImage: RouteHandler<typeof routes.awardImage, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const viewer = await awards.viewerOf(db, c.var.participantId);
  const image = await awards.findCatalogueImage(db, viewer, c.req.valid('param').id);
  if (!image) throw notFound(IMAGE_NOT_FOUND, 'IMAGE_NOT_FOUND');
  // Pictures never change under an id: let the browser keep them (private: the call carries a token).
  c.header('Cache-Control', 'private, max-age=86400, immutable');
  return c.json({ imageContent: Buffer.from(image.content).toString('base64'), imageMimeType: image.mimeType }, 200);
};

export const wishList: RouteHandler<typeof routes.wishList, AppEnv> = async (c) => {
  const { db, clock } = c.var.deps;
  const paging = c.req.valid('query');
  const viewer = await awards.viewerOf(db, c.var.participantId);
  const { items, total } = await awards.listWishes(db, clock, viewer, paging);
  return c.json(page(items, total, paging), 200);
};

export const addWish: RouteHandler<typeof routes.addWish, AppEnv> = async (c) => {
  const { db, clock } = c.var.deps;
  const { id } = c.req.valid('param');
  const viewer = await awards.viewerOf(db, c.var.participantId);
  if (!(await awards.awardVisible(db, viewer, id))) throw notFound(AWARD_NOT_FOUND, 'AWARD_NOT_FOUND');
  await awards.addWish(db, clock, viewer.participantId, id);
  return c.json({ wished: true }, 200);
};

export const removeWish: RouteHandler<typeof routes.removeWish, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const viewer = await awards.viewerOf(db, c.var.participantId);
  if (!(await awards.awardVisible(db, viewer, id))) throw notFound(AWARD_NOT_FOUND, 'AWARD_NOT_FOUND');
  await awards.removeWish(db, viewer.participantId, id);
  return c.json({ wished: false }, 200);
};
