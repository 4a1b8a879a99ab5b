import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE } from '../../lib/api/images';
import { handleError } from '../../lib/errors';
import { wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { readMock } from '../../../tests/fixtures/reads';

vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getImage = readMock(IMAGE);
vi.mock('../../lib/errors', async (original) => ({
  ...(await original<typeof import('../../lib/errors')>()),
  handleError: vi.fn(),
}));

// Pictures are the participant's: asked for only within a session.
$session.set({ isLoggedIn: true, user: { token: 't', username: 'demo' }, exp: Date.now() / 1000 + 600, message: null });
const { default: ApiImage } = await import('./ApiImage');

beforeEach(() => {
  sessionStorage.clear();
  wipeQueries();
  getImage.mockReset();
  vi.mocked(handleError).mockReset();
});

describe('ApiImage', () => {
  it('shows the picture from the image call, and fetches it once per session', async () => {
    getImage.mockResolvedValue({ imageContent: 'PHN2Zy8+', imageMimeType: 'image/svg+xml' });
    const { unmount } = render(<ApiImage kind="award" id={7} alt="Ekspres do kawy" eager />);
    const img = await screen.findByRole('img', { name: 'Ekspres do kawy' });
    expect(img.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    unmount();
    render(<ApiImage kind="award" id={7} alt="Ekspres do kawy" eager />);
    await screen.findByRole('img', { name: 'Ekspres do kawy' });
    expect(getImage).toHaveBeenCalledTimes(1);
    expect(getImage).toHaveBeenCalledWith({ kind: 'award', id: 7 }, undefined);
  });

  it('keeps a placeholder of the same box for an answer that is not a picture', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    getImage.mockResolvedValue({ imageContent: '<script>', imageMimeType: 'text/html' });
    const { container } = render(<ApiImage kind="plan" id={3} alt="Cel" eager aspectRatio="16 / 9" />);
    await waitFor(() => expect(container.querySelector('.api-image--failed')).not.toBeNull());
    expect(container.querySelector('img')).toBeNull();
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('16 / 9');
  });

  it('reports a failed call through the central handler', async () => {
    getImage.mockRejectedValue(new Error('offline'));
    const { container } = render(<ApiImage kind="image" id={9} alt="Zdjęcie" eager />);
    await waitFor(() => expect(handleError).toHaveBeenCalledTimes(1));
    expect(container.querySelector('.api-image--failed')).not.toBeNull();
  });

  it('shows the placeholder without calling the API when there is no image id', () => {
    const { container } = render(<ApiImage kind="plan" id={null} alt="Cel" />);
    expect(getImage).not.toHaveBeenCalled();
    expect(container.querySelector('.api-image--failed')).not.toBeNull();
  });
});
