/**
 * Helpers of the awards journeys (issue 7): a real login through the API, calls to the
 * real API with the participant's token, and the catalogue's five local-storage keys.
 */
import { expect, type Page } from '@playwright/test';
import { sharedSession } from './real-login.ts';

export const CATALOG_KEYS = [
  'awardsCatalog_selectedGroups',
  'awardsCatalog_selectedCategories',
  'awardsCatalog_searchValue',
  'awardsCatalog_showOnlyFreshAwards',
  'awardsCatalog_sortValue',
];

export interface Api {
  token: string;
  get<T = any>(path: string): Promise<T>;
  post<T = any>(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T }>;
}

/**
 * A real login (POST /loyalty/login, shared per participant and worker: the server
 * limits logins per address) handed to the tab as the login form would leave it
 * (sessionStorage 'user'), once: a later logout stays logged out.
 */
export async function login(page: Page, username: string): Promise<Api> {
  const session = await sharedSession(page.request, username);
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e.seeded')) return;
    sessionStorage.setItem('e2e.seeded', '1');
    sessionStorage.setItem('user', value);
  }, JSON.stringify(session));
  const token: string = session.token;
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    async get(path) {
      const r = await page.request.get(path, { headers });
      expect(r.ok(), `GET ${path}`).toBe(true);
      return r.json();
    },
    async post(path, body, extra = {}) {
      const r = await page.request.post(path, { data: body, headers: { ...headers, ...extra } });
      return { status: r.status(), body: await r.json() };
    },
  };
}

/** The awards islands loaded at once have hydrated (client:load hydrates after the load event). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr][component-url*="/Award"]:not([client="visible"])')).toHaveCount(0);
}

/** "1 740" as the site writes it (D8: no-break space between thousands). */
export const pl = (n: number) =>
  String(Math.round(n * 100) / 100)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

export async function catalogKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), CATALOG_KEYS);
}

/** A formatted number as a pattern that takes any space (the page uses no-break spaces). */
export const spaced = (text: string) => text.replace(/[\s\u00a0]/g, '\\s');
