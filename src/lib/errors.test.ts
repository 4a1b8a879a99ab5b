import { beforeEach, describe, expect, it, vi } from 'vitest';
import ky from 'ky';
import { CONNECTION_ERROR, DEFAULT_ERROR, codeOf, detailOf, errorMessage, handleError, statusOf } from './errors';
import { OFFLINE_CHANGE_ERROR, OfflineChangeError } from './offline/offline-change';
import { showError } from './toast/toast';

vi.mock('./toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The error a real ky call throws when the server answers `response`. */
async function failWith(response: Response | (() => Promise<Response>), options: { timeout?: number } = {}) {
  const client = ky.create({
    prefix: 'http://api.test',
    retry: 0,
    timeout: options.timeout ?? 1000,
    fetch: typeof response === 'function' ? response : async () => response,
  });
  try {
    await client.get('x').json();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('errorMessage (spec section 8)', () => {
  it.each([
    ['401 → the body message', json(401, { message: 'Sesja wygasła.', detail: 'inne' }), 'Sesja wygasła.'],
    [
      '404 → the body detail',
      json(404, { message: 'inne', detail: 'Nie znaleziono nagrody.' }),
      'Nie znaleziono nagrody.',
    ],
    ['422 → the body detail', json(422, { detail: 'Brakuje 800 vp.' }), 'Brakuje 800 vp.'],
    ['500 → the default', json(500, { detail: 'stack trace?' }), DEFAULT_ERROR],
    ['409 → the default', json(409, { detail: 'konflikt' }), DEFAULT_ERROR],
    ['401 without a body → the default', json(401, undefined), DEFAULT_ERROR],
    ['404 with a body that is not JSON → the default', new Response('<html>', { status: 404 }), DEFAULT_ERROR],
    ['422 with an empty detail → the default', json(422, { detail: '  ' }), DEFAULT_ERROR],
  ])('%s', async (_case, response, expected) => {
    expect(errorMessage(await failWith(response))).toBe(expected);
  });

  it.each([
    ['the server does not answer in time', () => new Promise<Response>(() => {})],
    ['the connection is refused or lost', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('D13: when %s, the default and one true sentence, logged', async (_case, fetch) => {
    const error = await failWith(fetch, { timeout: 30 });
    expect(errorMessage(error)).toBe(
      'Coś poszło nie tak... Nie udało się połączyć z serwerem programu. Sprawdź połączenie i spróbuj ponownie.',
    );
    expect(console.error).toHaveBeenCalledWith(error);
  });

  it("D13: fetch's own TypeError, unwrapped, is a connection failure too; it never claims there is no internet", () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']) {
      expect(errorMessage(new TypeError(message))).toBe(CONNECTION_ERROR);
    }
    expect(CONNECTION_ERROR).not.toMatch(/internet/i);
  });

  it('an answer with a status is not a connection failure, and is not logged', async () => {
    expect(errorMessage(await failWith(json(503, undefined)))).toBe(DEFAULT_ERROR);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('a change refused offline says that nothing was sent, without an error in the console', () => {
    expect(errorMessage(new OfflineChangeError())).toBe(OFFLINE_CHANGE_ERROR);
    expect(OFFLINE_CHANGE_ERROR).toMatch(
      /^Coś poszło nie tak\.\.\. Nie udało się połączyć z serwerem programu\. Nic nie zostało wysłane/,
    );
    expect(console.error).not.toHaveBeenCalled();
  });

  it('logs anything else and shows the default', () => {
    expect(errorMessage(new Error('boom'))).toBe(DEFAULT_ERROR);
    expect(console.error).toHaveBeenCalled();
  });

  it('handleError shows the text as a toast', async () => {
    handleError(await failWith(json(422, { detail: 'Zły NIP.' })));
    expect(showError).toHaveBeenCalledWith('Zły NIP.');
  });

  it('exposes the status and the contract code of a failure', async () => {
    const error = await failWith(json(422, { detail: 'x', code: 'INSUFFICIENT_POINTS' }));
    expect(statusOf(error)).toBe(422);
    expect(codeOf(error)).toBe('INSUFFICIENT_POINTS');
    expect(statusOf(new Error('x'))).toBeNull();
  });

  it("gives the server's own sentence for inline text, whatever the status", async () => {
    expect(detailOf(await failWith(json(409, { detail: 'To zadanie jest już wykonane.' })))).toBe(
      'To zadanie jest już wykonane.',
    );
    expect(detailOf(await failWith(json(413, { message: 'Zdjęcie jest za duże (maks. 5 MB).' })))).toBe(
      'Zdjęcie jest za duże (maks. 5 MB).',
    );
    expect(detailOf(await failWith(json(500, undefined)))).toBeNull();
    expect(detailOf(new Error('x'))).toBeNull();
  });
});
