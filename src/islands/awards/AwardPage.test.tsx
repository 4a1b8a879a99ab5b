import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AwardPage, { awardIdFromPath } from './AwardPage';
import { getAward } from '../../lib/api/awards';

vi.mock('../../lib/api/awards', () => ({ getAward: vi.fn(), setWish: vi.fn() }));
vi.mock('../../lib/stores/account', async (original) => ({
  ...(await original<typeof import('../../lib/stores/account')>()),
  loadPoints: vi.fn(),
}));

afterEach(cleanup);

describe('the award id of /award/:awardId', () => {
  it.each([
    ['/award/5', 5],
    ['/award/5/', 5],
    ['/award/123456', 123456],
    ['/award/abc', null],
    ['/award/0', null],
    ['/award/-1', null],
    ['/award/1.5', null],
    ['/award/', null],
    ['/award/5/extra', null],
    ['/award/%35', 5],
    ['/award/9999999999', null],
  ])('%s → %s', (path, id) => {
    expect(awardIdFromPath(path)).toBe(id);
  });
});

describe('AwardPage', () => {
  it('says there is no such award for an address without an id, without calling the API', async () => {
    history.replaceState(null, '', '/award/abc');
    render(<AwardPage />);
    expect(await screen.findByRole('heading', { name: 'Nie ma takiej nagrody' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do katalogu nagród' }).getAttribute('href')).toBe(
      '/awards-catalog',
    );
    expect(getAward).not.toHaveBeenCalled();
  });
});
