import { expect, type Page } from '@playwright/test';

/**
 * Every island of the page has hydrated (Astro drops `ssr` then), except the Toaster's:
 * it hydrates on the first toast (client:toast, docs/decisions/015).
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="toast"])')).toHaveCount(0);
}
