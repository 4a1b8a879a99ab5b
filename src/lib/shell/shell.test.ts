import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readMock } from '../../../tests/fixtures/reads';
import { fakeToken } from '../../../tests/fixtures/session';
import type { Points, Profile } from '../participant/participant';

vi.mock('../api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
vi.mock('../errors', () => ({ handleError: vi.fn() }));

const nb = (s: string) => s.replace(/ /g, '\u00a0');
const points = (vp: Partial<Points> = {}): Points => ({
  vpTotalValue: 0,
  vpSubtractedValue: 0,
  vpLockedValue: 0,
  vpCurrentValue: 0,
  lpTotalValue: 0,
  lpSubtractedValue: 0,
  lpLockedValue: 0,
  lpCurrentValue: 0,
  ...vp,
});
const info = { storeName: 'Sklep u Ani', firstname: 'Anna', lastname: 'Nowak' };

/**
 * The shell's three reads, answered by mocks. After vi.resetModules the declarations are new
 * objects (the mocked fetchRead and its mocks stay): set them up after importing what uses them.
 */
async function answerReads() {
  const { GROUP_CODE, POINTS, PREVIEW } = await import('../api/participant');
  readMock(PREVIEW).mockResolvedValue({
    storeName: 'Sklep Spożywczy Pod Lipami Spółka',
    firstname: 'Anna',
    lastname: 'Nowak',
  } as Profile);
  readMock(GROUP_CODE).mockResolvedValue('STD');
  return {
    getPoints: readMock(POINTS).mockResolvedValue({
      vpTotalValue: 1000,
      vpSubtractedValue: 0,
      vpLockedValue: 0,
      vpCurrentValue: 1000,
      lpTotalValue: 0,
      lpSubtractedValue: 0,
      lpLockedValue: 0,
      lpCurrentValue: 0,
    }),
  };
}

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

describe('the shell texts (spec sections 2 and 5, D8)', async () => {
  const { shellTexts } = await import('./shell');

  it('waits for both user info and points (section 4)', () => {
    expect(shellTexts(null, points(), 'STD')).toBeNull();
    expect(shellTexts(info, null, 'STD')).toBeNull();
  });

  it.each([
    [0, 0, '0 vp'],
    [999, 0, '999 vp'],
    [1500, 500, '1 000 vp'],
    [12345.5, 0, '12 345,5 vp'],
    [100, 250.25, '-150,25 vp'],
  ])('balance of total %s minus subtracted %s is %s', (total, subtracted, expected) => {
    const texts = shellTexts(info, points({ vpTotalValue: total, vpSubtractedValue: subtracted }), 'STD');
    expect(texts?.vp.balance).toBe(nb(expected));
  });

  it('gives locked and spendable without the currency, grouped per D8', () => {
    const texts = shellTexts(info, points({ vpLockedValue: 1000, vpCurrentValue: -12345.5 }), 'STD');
    expect(texts?.vp).toMatchObject({ currency: 'vp', locked: nb('1 000'), current: nb('-12 345,5') });
  });

  it('shows lp only for the FRSH group', () => {
    const p = points({ lpTotalValue: 905, lpLockedValue: 200, lpCurrentValue: 705 });
    expect(shellTexts(info, p, 'STD')?.lp).toBeNull();
    expect(shellTexts(info, p, null)?.lp).toBeNull();
    expect(shellTexts(info, p, 'frsh')?.lp).toBeNull();
    expect(shellTexts(info, p, 'FRSH')?.lp).toEqual({
      currency: 'lp',
      balance: nb('905 lp'),
      locked: '200',
      current: '705',
    });
  });

  it('uppercases and cuts the store name, joins the names', () => {
    const texts = shellTexts(
      { storeName: 'Sklep Spożywczy Pod Lipami Spółka', firstname: ' Anna ', lastname: '' },
      points(),
      'STD',
    );
    expect(texts?.storeName).toBe('SKLEP SPOŻYWCZY POD LIPAMI...');
    expect(texts?.fullName).toBe('Anna');
  });
});

describe('the paint record (docs/decisions/013)', () => {
  it('flattens the texts under the data-paint keys', async () => {
    const { paintRecord, shellTexts } = await import('./shell');
    const texts = shellTexts(info, points({ vpTotalValue: 5, lpTotalValue: 7 }), 'FRSH')!;
    expect(paintRecord(texts, 'demo')).toEqual({
      owner: 'demo',
      texts: {
        store: 'SKLEP U ANI',
        name: 'Anna Nowak',
        vp: nb('5 vp'),
        'vp-locked': '0',
        'vp-current': '0',
        lp: nb('7 lp'),
        'lp-locked': '0',
        'lp-current': '0',
      },
    });
    const vpOnly = paintRecord(shellTexts(info, points(), 'STD')!, 'demo');
    expect(Object.keys(vpOnly.texts)).not.toContain('lp');
  });

  it('names the owner by username, else participant id', async () => {
    const { ownerOf } = await import('../stores/session');
    expect(ownerOf({ token: 't', username: 'demo', participantId: 1 })).toBe('demo');
    expect(ownerOf({ token: 't', participantId: 7 })).toBe('7');
    expect(ownerOf({ token: 't' })).toBe('');
    expect(ownerOf(null)).toBe('');
  });

  it('starts once: asks for the shell, keeps the record in step with the stores, and drops it with the session', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    sessionStorage.setItem('user', JSON.stringify({ token: fakeToken({ exp }), username: 'demo' }));
    const shell = await import('./shell');
    const { getPoints } = await answerReads();
    shell.startShell();
    shell.startShell();
    await vi.waitFor(() => expect(sessionStorage.getItem(shell.PAINT_KEY)).not.toBeNull());
    expect(getPoints).toHaveBeenCalledTimes(1);
    const record = JSON.parse(sessionStorage.getItem(shell.PAINT_KEY)!);
    expect(record.owner).toBe('demo');
    expect(record.texts.store).toBe('SKLEP SPOŻYWCZY POD LIPAMI...');
    const { clearSession } = await import('../stores/session');
    clearSession('expired');
    expect(sessionStorage.getItem(shell.PAINT_KEY)).toBeNull();
  });
});
