import { api } from './client';
import { must, parsePage, type Page } from './parse';
import type { Schemas } from './types';
import {
  parseAwardCard,
  parseAwardDetail,
  parseCategory,
  parseGroup,
  type AwardCard,
  type AwardCategory,
  type AwardDetail,
  type AwardGroup,
} from './awards-parse';

/** The award calls of the contract (server/openapi.json, tag Nagrody); answers parsed at the edge. */

type ListRequest = Schemas['AwardListRequest'];
interface CallOptions {
  signal?: AbortSignal;
}

export async function listAwardGroups(): Promise<AwardGroup[]> {
  const answer = await api.get('api/loyalty/award/group/list/simple').json<unknown>();
  return must(parsePage(answer, parseGroup), 'award/group/list/simple').items;
}

/** Categories of the given groups, or of all groups when none are given. */
export async function listAwardCategories(
  groupIds: readonly number[] = [],
  options: CallOptions = {},
): Promise<AwardCategory[]> {
  const searchParams = groupIds.length ? { groupIds: groupIds.join(',') } : undefined;
  const answer = await api
    .get('api/loyalty/award/category/list', { searchParams, signal: options.signal })
    .json<unknown>();
  return must(parsePage(answer, parseCategory), 'award/category/list').items;
}

/** One page of the catalogue: the server filters, sorts and pages (never the whole catalogue). */
export async function listAwards(request: ListRequest, options: CallOptions = {}): Promise<Page<AwardCard>> {
  const answer = await api.post('api/loyalty/award/list', { json: request, signal: options.signal }).json<unknown>();
  return must(parsePage(answer, parseAwardCard), 'award/list');
}

export async function getAward(awardId: number): Promise<AwardDetail> {
  return must(parseAwardDetail(await api.get(`api/loyalty/award/${awardId}`).json<unknown>()), 'award');
}

/** The wish list, newest first (one page of up to 100 pinned awards). */
export async function listWishes(page = 1, per = 100): Promise<Page<AwardCard>> {
  const answer = await api.get('api/loyalty/award/wish/list', { searchParams: { page, per } }).json<unknown>();
  return must(parsePage(answer, parseAwardCard), 'award/wish/list');
}

export async function setWish(awardId: number, wished: boolean): Promise<boolean> {
  const call = wished ? api.put(`api/loyalty/award/${awardId}/wish`) : api.delete(`api/loyalty/award/${awardId}/wish`);
  const answer = await call.json<unknown>();
  return !!answer && typeof answer === 'object' ? (answer as { wished?: unknown }).wished === true : wished;
}
