/**
 * The XSS corpus against every place that shows the API's text (issue 9, part 4), end to
 * end: a private server whose database holds the corpus in every shown text and link
 * (support/xss-db.ts), the real site in Chromium, each screen visited and its dialogs
 * opened. Nothing may run (no dialog, `window.__xss` stays unset), nothing may become an
 * element, a handler or a dangerous link, and the vectors show as the text they are.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, networkSettled, test } from './fixtures.ts';
import { apiLogin } from './real-login.ts';
import { startPrivateServer, type PrivateServer } from './support/server.ts';
import { logIn } from './support/session.ts';
import { fillWithXss } from './support/xss-db.ts';

test.describe.configure({ mode: 'serial' });
let server: PrivateServer;
let session: string;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await startPrivateServer({}, { prepare: fillWithXss });
  const request = await playwright.request.newContext();
  session = JSON.stringify(await apiLogin(request, 'demo', undefined, server.url));
  await request.dispose();
});
test.afterAll(async () => {
  await server?.stop();
});

let dialogs: string[];
test.beforeEach(async ({ page }) => {
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
});

async function open(page: Page, path: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('user')) sessionStorage.setItem('user', value);
  }, session);
  await page.goto(`${server.url}${path}`);
  await networkSettled(page);
  await page.mouse.wheel(0, 5000); // the islands that load when scrolled to
  await networkSettled(page);
}

/** Nothing ran and nothing became markup; `where` names the state in a failure. */
async function expectInert(page: Page, where: string) {
  await page.waitForTimeout(300); // time for an onerror or onload to fire, if one slipped through
  expect(dialogs, where).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss), where).toBeUndefined();
  const injected = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      if (el.matches('img[src="x"], svg[onload], math, iframe, object, embed')) found.push(el.outerHTML.slice(0, 120));
      if (el.tagName === 'SCRIPT' && el.textContent?.includes('__xss')) found.push(el.outerHTML.slice(0, 120));
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
    }
    return found;
  });
  expect(injected, where).toEqual([]);
  // Links: as the browser resolves them (tabs and case ignored), and never protocol-relative.
  const links = await page
    .locator('a[href]')
    .evaluateAll((as) =>
      as.map((a) => ({ raw: a.getAttribute('href') ?? '', protocol: (a as HTMLAnchorElement).protocol })),
    );
  for (const { raw, protocol } of links) {
    expect(protocol, `${where}: ${raw}`).toMatch(/^(https?|mailto|tel):$/);
    expect(raw, where).not.toMatch(/^\s*\/\//);
  }
}

/** The vector is on screen as text. */
async function expectShownAsText(scope: Page | Locator, label: string) {
  await expect(
    scope.getByText(`onerror="window.__xss=1"><script>window.__xss=1</script>`).filter({ hasText: label }).first(),
    label,
  ).toBeVisible();
}

test('the shell, banners and the popup after a real login', async ({ page }) => {
  await logIn(page, 'demo', undefined, server.url);
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('popup.name');
  await expectInert(page, 'popup');
  await popup.getByRole('button', { name: 'Zamknij' }).click();
  await networkSettled(page);
  // The user box: the names in full (the store's name is shortened there).
  await expectShownAsText(page.getByRole('banner'), 'participant.firstname');
  await expectInert(page, 'shell and banners');
});

test('/goals: plan names, groups, periods and a plan dialog', async ({ page }) => {
  await open(page, '/goals');
  await expectShownAsText(page, 'plan.name');
  await expectInert(page, '/goals');
  await page.getByRole('button', { name: 'Progi i tempo' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectInert(page, 'a plan dialog');
});

test('/tasks: titles, descriptions, questions and answers', async ({ page }) => {
  await open(page, '/tasks?pokaz=wszystkie');
  await expectShownAsText(page, 'task.title');
  await expectInert(page, '/tasks');
  const buttons = page.locator('.task-card').getByRole('button');
  const count = await buttons.count();
  for (let i = 0; i < count; i++) {
    await buttons.nth(i).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await networkSettled(page);
    await expectInert(page, `task dialog ${i}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('/awards: groups, orders (names, notes, tracking links) and the wish list', async ({ page }) => {
  await open(page, '/awards');
  await expectShownAsText(page, 'award_group.name');
  await expectShownAsText(page, 'award_order.award_name');
  await expectInert(page, '/awards');
});

test('/awards-catalog: award names and the filters’ groups', async ({ page }) => {
  await open(page, '/awards-catalog');
  await expectShownAsText(page, 'award.name');
  await expectInert(page, '/awards-catalog');
});

test('/award/:id: name, description and group', async ({ page }) => {
  const list = await page.request.post(`${server.url}/api/loyalty/award/list`, {
    headers: { authorization: `Bearer ${JSON.parse(session).token}` },
    data: { page: 1, per: 1 },
  });
  const { awardId } = (await list.json()).items[0];
  await open(page, `/award/${awardId}`);
  await expectShownAsText(page, 'award.description');
  await expectInert(page, '/award/:id');
});

test('/history: entry descriptions', async ({ page }) => {
  await open(page, '/history');
  await expectShownAsText(page, 'points_ledger.description');
  await expectInert(page, '/history');
});

test('/profile: names, store and address', async ({ page }) => {
  await open(page, '/profile');
  await expectShownAsText(page.locator('.profile-data'), 'participant.street');
  await expectShownAsText(page.locator('.profile-data'), 'participant.store_name');
  await expectInert(page, '/profile');
  await page.getByRole('button', { name: 'Zmień dane' }).click();
  await expect(page.getByLabel('Imię', { exact: true })).toHaveValue(/participant\.firstname/);
  await expectInert(page, 'the profile form');
});
