import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setWish } from '../api/awards';
import { keyOf, queryCache, wipeQueries } from '../query/query';
import { $session } from '../stores/session';
import { seedQuery } from '../../../tests/fixtures/query';
import type { AwardCard, AwardDetail, Page } from '../api/awards-parse';
import { awardQuery } from './queries';
import { unwishAward, wishAward } from './wish-actions';

vi.mock('../api/awards', async (original) => ({
  ...(await original<typeof import('../api/awards')>()),
  setWish: vi.fn(),
}));

const card = (awardId: number, wished: boolean) => ({ awardId, name: `Nagroda ${awardId}`, wished }) as AwardCard;
const catalogKey = '{"page":1,"per":24,"sortBy":"popularity","sortOrder":"desc"}';
const cached = <T>(namespace: string, rest: string) => queryCache.get(keyOf(namespace, rest))?.data as T | undefined;
const stored = (namespace: string) => Object.keys(sessionStorage).filter((k) => k.startsWith(`punkty.q:${namespace}|`));

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  vi.mocked(setWish).mockReset();
  seedQuery('awards.award', '5', { ...card(5, false), description: '' } as AwardDetail);
  seedQuery('awards.list', catalogKey, {
    items: [card(4, false), card(5, false)],
    page: 1,
    per: 24,
    total: 2,
    totalPages: 1,
  });
  seedQuery('awards.wishes', '', [card(8, true)]);
});

describe('a wish', () => {
  it('shows on the award at once, then in the catalogue cards; the wish list is asked again', async () => {
    let agree!: (wished: boolean) => void;
    vi.mocked(setWish).mockReturnValue(new Promise((resolve) => (agree = resolve)));
    const $award = awardQuery(5);
    const stop = $award.listen(() => {});
    const done = wishAward(5, true);
    expect($award.get().data?.wished).toBe(true);
    agree(true);
    expect(await done).toBe(true);
    expect(setWish).toHaveBeenCalledWith(5, true);
    expect(cached<Page<AwardCard>>('awards.list', catalogKey)?.items.map((a) => a.wished)).toEqual([false, true]);
    expect(stored('awards.wishes')).toEqual([]);
    stop();
  });

  it('is put back when the server says no', async () => {
    vi.mocked(setWish).mockRejectedValue(new Error('offline'));
    await expect(wishAward(5, true)).rejects.toThrow('offline');
    expect(cached<AwardDetail>('awards.award', '5')?.wished).toBe(false);
    expect(cached<Page<AwardCard>>('awards.list', catalogKey)?.items[1]?.wished).toBe(false);
    expect(stored('awards.wishes')).toHaveLength(1);
  });

  it('taken off the list on /awards leaves the list, the award and its cards', async () => {
    seedQuery('awards.award', '8', { ...card(8, true), description: '' } as AwardDetail);
    seedQuery('awards.list', catalogKey, { items: [card(8, true)], page: 1, per: 24, total: 1, totalPages: 1 });
    vi.mocked(setWish).mockResolvedValue(false);
    await unwishAward(8);
    expect(setWish).toHaveBeenCalledWith(8, false);
    expect(cached<AwardCard[]>('awards.wishes', '')).toEqual([]);
    expect(cached<AwardDetail>('awards.award', '8')?.wished).toBe(false);
    expect(cached<Page<AwardCard>>('awards.list', catalogKey)?.items[0]?.wished).toBe(false);
  });

  it('a refused removal leaves the list as it was', async () => {
    vi.mocked(setWish).mockRejectedValue(new Error('offline'));
    await expect(unwishAward(8)).rejects.toThrow('offline');
    expect(cached<AwardCard[]>('awards.wishes', '')).toEqual([card(8, true)]);
  });
});
