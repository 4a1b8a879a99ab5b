/**
 * /history against the reference server's demo data: the timeline, filters kept in the
 * URL, paging, points due to expire and the CSV export of the filtered history.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openSession, sharedSession } from './real-login.ts';

const entries = (page: Page) => page.locator('.history-timeline > li');
const summary = (page: Page) => page.locator('.list-head__summary');

/**
 * How many entries the API itself finds for these filters. Sessions are shared per worker
 * (real-login.ts): the server allows 30 logins per address in its window.
 */
async function apiTotal(page: Page, username: string, body: Record<string, unknown>): Promise<number> {
  const { token } = await sharedSession(page.request, username);
  const response = await page.request.post('/api/loyalty/history/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: { page: 1, per: 1, ...body },
  });
  return (await response.json()).total;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the timeline pages through the ledger and keeps the page in the URL', async ({ page }) => {
  await openSession(page, 'demo');
  const total = await apiTotal(page, 'demo', {});
  expect(total).toBeGreaterThan(20);
  await page.goto('/history');
  await expect(summary(page)).toHaveText(`${total} wpisów, strona 1 z 2`);
  await expect(entries(page)).toHaveCount(20);
  // each entry says what happened, when, how much and links to its source
  const first = entries(page).first();
  await expect(first.locator('time')).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  await expect(first.locator('.history-entry__amount')).toContainText(/[+\u2212]\d/);

  await page
    .getByRole('navigation', { name: 'Strony historii' })
    .getByRole('button', { name: /Następna/ })
    .click();
  await expect(page).toHaveURL(/\/history\?strona=2$/);
  await expect(summary(page)).toHaveText(`${total} wpisów, strona 2 z 2`);
  await expect(entries(page)).toHaveCount(total - 20);
  // the oldest entries of the demo: the pilot bonus and its expiry
  await expect(page.getByText('Wygaśnięcie punktów: premia za udział w pilotażu programu')).toBeVisible();

  await page.reload();
  await expect(summary(page)).toHaveText(`${total} wpisów, strona 2 z 2`);
});

test('filters by kind and source, kept in the URL (by Polish names) for a shared link', async ({ page, browser }) => {
  await openSession(page, 'demo');
  // An old link's page number (?page=) still opens; the filters then write the Polish names.
  await page.goto('/history?page=2');
  await expect(entries(page).first()).toBeVisible();

  // source: orders — their locks, returns and spending, each linking to the order
  await page.getByRole('checkbox', { name: 'Zamówienia' }).check();
  await expect(page).toHaveURL(/\/history\?zrodlo=order$/);
  const orderTotal = await apiTotal(page, 'demo', { sourceTypes: ['order'] });
  await expect(summary(page)).toHaveText(new RegExp(`^${orderTotal}\\swpis`));
  await expect(entries(page)).toHaveCount(orderTotal);
  for (const link of await page.locator('.history-entry__link').all()) {
    await expect(link).toHaveAttribute('href', /^\/awards\?zamowienie=\d+#zamowienia$/);
    await expect(link).toHaveText(/^Zobacz zamówienie nr \d+$/);
  }

  // kind: only locks
  await page.getByRole('checkbox', { name: 'Blokady' }).check();
  await expect(page).toHaveURL(/\/history\?rodzaj=locked&zrodlo=order$/);
  const locked = await apiTotal(page, 'demo', { sourceTypes: ['order'], types: ['locked'] });
  await expect(entries(page)).toHaveCount(locked);
  for (const kind of await page.locator('.history-entry__kind').allTextContents()) expect(kind).toBe('Blokada');

  // a shared link opens the same list in another tab
  const other = await browser.newPage();
  await openSession(other, 'demo');
  await other.goto(page.url());
  await expect(other.getByRole('checkbox', { name: 'Blokady' })).toBeChecked();
  await expect(other.locator('.history-timeline > li')).toHaveCount(locked);
  await other.close();

  await page.getByRole('button', { name: 'Wyczyść filtry' }).first().click();
  await expect(page).toHaveURL(/\/history$/);
});

test('filters by a date range, kept across a reload; an empty result says what to do', async ({ page }) => {
  await openSession(page, 'demo');
  await page.goto('/history');
  await expect(entries(page).first()).toBeVisible();
  // the demo's first months (the pilot bonus, the opening balance…)
  const from = '2020-01-01';
  const to = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Od dnia').fill(from);
  await page.getByLabel('Do dnia').fill(to);
  await expect(page).toHaveURL(new RegExp(`od=${from}&do=${to}`));
  const inRange = await apiTotal(page, 'demo', { dateFrom: from, dateTo: to });
  expect(inRange).toBeGreaterThan(0);
  await expect(entries(page)).toHaveCount(inRange);
  await page.reload();
  await expect(page.getByLabel('Od dnia')).toHaveValue(from);
  await expect(entries(page)).toHaveCount(inRange);

  // nothing matches: a helpful sentence and a way back
  await page.goto('/history?rodzaj=unlocked&zrodlo=task');
  await expect(page.getByText('Brak wpisów dla wybranych filtrów')).toBeVisible();
  await page.getByRole('button', { name: 'Wyczyść filtry' }).last().click();
  await expect(entries(page).first()).toBeVisible();
});

test('a FRSH participant filters by currency; points due to expire per day and currency', async ({ page }) => {
  await openSession(page, 'frsh');
  await page.goto('/history');
  const expiring = page.getByRole('region', { name: 'Punkty do wygaśnięcia' });
  await expect(expiring.locator('.history-expiring__row').first()).toContainText(/\d\d\.\d\d\.\d{4}/);
  await expect(expiring).toContainText(' lp');
  await expect(expiring).toContainText(' vp');

  await page.getByRole('group', { name: 'Waluta' }).getByRole('radio', { name: 'lp' }).check();
  await expect(page).toHaveURL(/waluta=lp/);
  const lp = await apiTotal(page, 'frsh', { currency: 'lp' });
  await expect(entries(page)).toHaveCount(lp);
  for (const amount of await page.locator('.history-entry__amount').allTextContents()) expect(amount).toMatch(/lp/);
});

test('the CSV export holds every filtered entry, UTF-8 with a BOM, semicolon-separated', async ({ page }) => {
  await openSession(page, 'demo');
  await page.goto('/history?source=order,correction');
  const total = await apiTotal(page, 'demo', { sourceTypes: ['order', 'correction'] });
  await expect(entries(page)).toHaveCount(total);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^historia-punktow-\d{4}-\d\d-\d\d\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Data;Rodzaj;Źródło;Opis;Waluta;Saldo (zmiana);Zablokowane (zmiana);Do wydania (zmiana);Numer źródła',
  );
  expect(lines.at(-1)).toBe('');
  const rows = lines.slice(1, -1);
  expect(rows).toHaveLength(total);
  expect(rows.every((row) => /^\d\d\.\d\d\.\d{4} \d\d:\d\d;/.test(row))).toBe(true);
  // A block: saldo as it was, zablokowane up, do wydania down.
  expect(rows.some((row) => row.includes(';Zamówienie;Zamówienie: Gumy oporowe (5 szt.) × 1;vp;0;80;-80;'))).toBe(true);
  expect(rows.some((row) => row.includes(';Korekta;Korekta organizatora;Korekta: zwrot towaru'))).toBe(true);
  await expect(page.locator('#history-export-status')).toHaveText(new RegExp(`^Pobrano plik: ${total}\\swpis`));
});

test("an entry's link opens what it names: the plan's and the task's dialog, the order on /awards", async ({
  page,
}) => {
  await openSession(page, 'demo');
  const follow = async (source: string, href: RegExp) => {
    await page.goto(`/history?source=${source}`);
    const link = page.locator('.history-entry__link').first();
    await expect(link).toHaveAttribute('href', href);
    const name = await link.getAttribute('href');
    await link.click();
    return name!;
  };

  const plan = await follow('plan', /^\/goals\?cel=\d+$/);
  await expect(page).toHaveURL(plan);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('plan-current')).toBeVisible();

  await follow('task', /^\/tasks\?zadanie=\d+$/);
  await expect(page.getByRole('dialog')).toBeVisible();

  const order = await follow('order', /^\/awards\?zamowienie=\d+#zamowienia$/);
  const orderId = /zamowienie=(\d+)/.exec(order)![1];
  const article = page.locator('article.aw-order', { has: page.locator(`#order-${orderId}`) });
  await expect(article).toBeFocused();
  await expect(article).toBeInViewport();
  await expect(article).toContainText(`Zamówienie nr ${orderId}`);
});
