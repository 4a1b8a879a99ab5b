import { expect, type Page } from '@playwright/test';

/** Every island of the page has hydrated (Astro drops `ssr` then). */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
