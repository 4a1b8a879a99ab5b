/**
 * Section 8 end to end inside the page: a failed call → handleError → the Polish text in
 * the Toaster, top right, for 5 000 ms.
 */
import ky from 'ky';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_ERROR, DEFAULT_ERROR, handleError } from '../errors';
import { typeset } from '../format/typography';
import { TOASTER_ID } from './toast';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The error a real ky call throws for what `fetch` does. */
async function failure(fetch: () => Promise<Response>, timeout = 1000): Promise<unknown> {
  try {
    await ky.create({ prefix: 'http://api.test', retry: 0, timeout, fetch }).get('x').json();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

// The layout's element; the first toast mounts the Toaster into it, and it stays for the file.
const root = document.createElement('div');
root.id = TOASTER_ID;
document.body.append(root);
// Solid and solid-toast compiled once before the timed waits below.
beforeAll(() => import('./toaster'), 20_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const CASES: [string, () => Promise<Response>, string][] = [
  [
    '401: the body’s message',
    async () => json(401, { message: 'Sesja wygasła. Zaloguj się ponownie.' }),
    'Sesja wygasła. Zaloguj się ponownie.',
  ],
  ['404: the body’s detail', async () => json(404, { detail: 'Nie znaleziono nagrody.' }), 'Nie znaleziono nagrody.'],
  ['422: the body’s detail', async () => json(422, { detail: 'Brakuje Ci 120 punktów.' }), 'Brakuje Ci 120 punktów.'],
  ['500: the default', async () => json(500, { detail: 'stack trace' }), DEFAULT_ERROR],
  ['a timeout', () => new Promise<Response>(() => {}), CONNECTION_ERROR],
  ['offline', () => Promise.reject(new TypeError('Failed to fetch')), CONNECTION_ERROR],
];

describe('error toasts (spec section 8)', () => {
  it.each(CASES)('%s', async (_case, fetch, text) => {
    handleError(await failure(fetch, 30));
    // The text as set on screen: no one-letter word or number left at a line's end.
    const shown = typeset(text);
    await vi.waitFor(() => expect(root.textContent).toContain(shown));
    const toast = [...root.querySelectorAll('[role="alert"]')].find((el) => el.textContent?.includes(shown));
    expect(toast).toBeTruthy();
  });

  it('sits in the top right corner and closes itself after 5 000 ms', async () => {
    vi.useFakeTimers();
    try {
      handleError(await failure(async () => json(500, {})));
      await vi.waitFor(() => expect(root.querySelector('[role="alert"]')).toBeTruthy());
      const row = root.querySelector<HTMLElement>('.sldt-active')!;
      expect(row.style.top).toBe('0px');
      expect(row.style.justifyContent).toBe('flex-end');
      await vi.advanceTimersByTimeAsync(4_900);
      expect(root.querySelector('.sldt-active [role="alert"]')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(root.querySelector('.sldt-active')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
