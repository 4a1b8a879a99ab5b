import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW } from '../api/participant';
import { readMock } from '../../../tests/fixtures/reads';
import { saveProfile as postProfile, type Profile } from '../api/profile';
import { $previewQuery, $userInfo } from '../participant/participant';
import { wipeQueries } from '../query/query';
import { $session } from '../stores/session';
import { saveProfile } from './profile';
import { toEditRequest, valuesFromProfile } from './rules';

vi.mock('../api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getPreview = readMock(PREVIEW);
vi.mock('../api/profile', async (original) => ({
  ...(await original<typeof import('../api/profile')>()),
  saveProfile: vi.fn(),
}));
vi.mock('../errors', async (original) => ({
  ...(await original<typeof import('../errors')>()),
  handleError: vi.fn(() => 'Coś poszło nie tak...'),
}));

const PROFILE: Profile = {
  username: 'demo',
  email: 'demo@punkty.example',
  storeName: 'Sklep „Pod Lipami”',
  firstname: 'Anna',
  lastname: 'Wiśniewska',
  nip: '5261040828',
  phone: '+48 601 234 567',
  address: { street: 'ul. Lipowa 12', postalCode: '05-800', city: 'Pruszków' },
  bankAccount: '',
  consents: { rules: true, marketing: false, sms: false },
  groupCode: 'STD',
};

beforeEach(async () => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  getPreview.mockReset().mockResolvedValue(PROFILE);
  vi.mocked(postProfile).mockReset();
});

describe('saving the profile', () => {
  it('shows the profile as stored at once, in the top bar too, without asking for it again', async () => {
    const stop = $previewQuery.listen(() => {}); // the top bar
    await vi.waitFor(() => expect($userInfo.get()?.firstname).toBe('Anna'));
    vi.mocked(postProfile).mockImplementationOnce(async (request) => ({ ...PROFILE, firstname: request.firstname }));

    const stored = await saveProfile(toEditRequest({ ...valuesFromProfile(PROFILE), firstname: 'Łucja' }));
    expect(stored.firstname).toBe('Łucja');
    expect($userInfo.get()?.firstname).toBe('Łucja');
    expect(sessionStorage.getItem('punkty.q:participant.preview|')).toContain('Łucja');
    expect(getPreview).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a refused save changes nothing shown', async () => {
    const stop = $previewQuery.listen(() => {});
    await vi.waitFor(() => expect($userInfo.get()?.firstname).toBe('Anna'));
    const refusal = new Error('offline');
    vi.mocked(postProfile).mockRejectedValueOnce(refusal);
    await expect(saveProfile(toEditRequest({ ...valuesFromProfile(PROFILE), firstname: 'Łucja' }))).rejects.toBe(
      refusal,
    );
    expect($userInfo.get()?.firstname).toBe('Anna');
    stop();
  });
});
