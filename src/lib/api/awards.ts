import { api } from './client';
import { itemsOf, pageOf } from './parse';
import { read } from './read';
import type { Schemas } from './types';
import { parseAwardCard, parseAwardDetail, parseCategory, parseGroup } from './awards-parse';

/** The award calls of the contract (server/openapi.json, tag Nagrody); answers parsed at the edge. */

type ListRequest = Schemas['AwardListRequest'];

/** The award groups (the catalogue's first filter, /awards' grid). */
export const AWARD_GROUPS = /* @__PURE__ */ read({
  method: 'GET',
  path: 'api/loyalty/award/group/list/simple',
  parse: import.meta.env.INLINE_SCRIPT ? undefined : itemsOf(parseGroup),
  keep: { entries: 1 },
});

/** The categories of the given groups (of all groups when none are given). */
export const AWARD_CATEGORIES = /* @__PURE__ */ read({
  method: 'GET',
  path: (groupIds: readonly number[]) =>
    groupIds.length
      ? `api/loyalty/award/category/list?groupIds=${groupIds.join(',')}`
      : 'api/loyalty/award/category/list',
  parse: import.meta.env.INLINE_SCRIPT ? undefined : itemsOf(parseCategory),
  keep: { entries: 8 },
});

/** One page of the catalogue: the server filters, sorts and pages (never the whole catalogue). */
export const AWARD_LIST = /* @__PURE__ */ read({
  method: 'POST',
  path: 'api/loyalty/award/list',
  body: (request: ListRequest) => request,
  parse: import.meta.env.INLINE_SCRIPT ? undefined : pageOf(parseAwardCard),
  keep: { entries: 12 },
});

/** One award, by its id. */
export const AWARD = /* @__PURE__ */ read({
  method: 'GET',
  path: (awardId: number) => `api/loyalty/award/${awardId}`,
  parse: import.meta.env.INLINE_SCRIPT ? undefined : parseAwardDetail,
  keep: { entries: 12 },
});

/** The wish list, newest first (one page of up to 100 pinned awards, decision 009). */
export const WISH_LIST = /* @__PURE__ */ read({
  method: 'GET',
  path: 'api/loyalty/award/wish/list?page=1&per=100',
  parse: import.meta.env.INLINE_SCRIPT ? undefined : itemsOf(parseAwardCard),
  keep: { entries: 1 },
});

export async function setWish(awardId: number, wished: boolean): Promise<boolean> {
  const call = wished ? api.put(`api/loyalty/award/${awardId}/wish`) : api.delete(`api/loyalty/award/${awardId}/wish`);
  const answer = await call.json<unknown>();
  return !!answer && typeof answer === 'object' ? (answer as { wished?: unknown }).wished === true : wished;
}
