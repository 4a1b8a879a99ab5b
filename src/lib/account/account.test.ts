import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLinkInfo } from '../api/account';
import { checkLink } from './account';
import { httpError } from '../../../tests/fixtures/http';

vi.mock('../api/account', async (original) => ({
  ...(await original<typeof import('../api/account')>()),
  getLinkInfo: vi.fn(),
}));

const INFO = { username: 'nowy', email: 'n***@punkty.example', expiresAt: '2026-11-23T10:00:00.000Z' };

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(getLinkInfo).mockReset();
});

describe('checking an e-mailed link (logged out)', () => {
  it('answers who the link is for, asked for the right purpose, and keeps nothing for later pages', async () => {
    vi.mocked(getLinkInfo).mockResolvedValueOnce(INFO);
    expect(await checkLink('restore', 'abc')).toEqual({ info: INFO });
    expect(getLinkInfo).toHaveBeenCalledWith('restore', 'abc');
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    [404, { code: 'LINK_NOT_FOUND', detail: 'Ten link aktywacyjny jest nieprawidłowy.' }, 'LINK_NOT_FOUND'],
    [422, { code: 'LINK_USED', detail: 'Ten link został już użyty.' }, 'LINK_USED'],
    [422, { code: 'LINK_EXPIRED', detail: 'Ten link wygasł.' }, 'LINK_EXPIRED'],
    [422, { code: 'ALREADY_ACTIVE', detail: 'To konto jest już aktywne.' }, 'ALREADY_ACTIVE'],
  ])('a refused link (%i %o) is an answer the page explains in the server’s words', async (status, body, code) => {
    vi.mocked(getLinkInfo).mockRejectedValueOnce(httpError(status, { status, ...body }));
    expect(await checkLink('activation', 'x')).toEqual({ problem: { code, message: body.detail } });
  });

  it('any other failure is thrown, for the toast and the retry', async () => {
    const failure = httpError(500, {});
    vi.mocked(getLinkInfo).mockRejectedValueOnce(failure);
    await expect(checkLink('activation', 'down')).rejects.toBe(failure);
  });
});
