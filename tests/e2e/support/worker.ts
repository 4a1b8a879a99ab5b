/**
 * The service worker in end-to-end tests (docs/decisions/024). The suite blocks it by
 * default (playwright.config.ts); specs about it allow it with
 * `test.use({ serviceWorkers: 'allow' })`.
 */
import { expect, type Page } from '@playwright/test';

/** Waits until the worker has installed (the whole precache) and controls the page. */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

/** The names of the Cache Storage caches, and the number of entries in each. */
export function cacheContents(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const out: Record<string, number> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).length;
    return out;
  });
}

/** The session cache's keys (src/lib/query/storage.ts) in the tab's sessionStorage. */
export function sessionCacheKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('punkty.q')));
}

/** The shell's note over data from the worker's cache. */
export const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: /dane z/ });

/** "Offline — dane z 14:32" (today, Warsaw time). */
export const OFFLINE_NOTE = /^Offline — dane z \d{2}:\d{2}/;

export async function expectOfflineNote(page: Page): Promise<void> {
  await expect(offlineNote(page)).toHaveText(OFFLINE_NOTE);
}
