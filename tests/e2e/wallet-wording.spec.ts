/**
 * One vocabulary for the money (issue 28): the wallet bar, the history, its CSV and the
 * order texts say saldo, zablokowane and do wydania the same way, and what they say is what
 * the wallet then shows.
 * - The history adds up to the wallet: over the demo ledger (demo and frsh, both currencies),
 *   the CSV's three columns sum to the wallet bar's three numbers.
 * - An e-mail voucher (MV) is spent at once: its confirmation says saldo drops, and the
 *   wallet shows it dropped; a courier award (MT) locks its price and leaves saldo as it was.
 * frsh's lp awards are ordered here: no other spec orders them.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openSession, sharedSession } from './real-login.ts';
import { islandsHydrated } from './support/islands.ts';

// Serial: the order below changes frsh's wallet. Each test reads a whole ledger or orders twice.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

type Currency = 'vp' | 'lp';
interface Wallet {
  balance: number;
  locked: number;
  spendable: number;
}

/** "4 595 vp", "1 590" → 4595 (D8: no-break spaces, decimal comma). */
const number = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
const round = (x: number) => Math.round(x * 100) / 100;

/** The wallet bar's three numbers for a currency, as the footer shows them. */
async function walletBar(page: Page, currency: Currency): Promise<Wallet> {
  const paint = (key: string) => page.locator(`.app-footer [data-paint="${key}"]`).first();
  await expect(paint(currency)).not.toHaveText('');
  return {
    balance: number(await paint(currency).innerText()),
    locked: number(await paint(`${currency}-locked`).innerText()),
    spendable: number(await paint(`${currency}-current`).innerText()),
  };
}

/** The API's summary, in the wallet's words. */
async function apiWallet(page: Page, username: string, currency: Currency): Promise<Wallet> {
  const { token } = await sharedSession(page.request, username);
  const response = await page.request.get('/api/loyalty/participant/points/summary', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const s = await response.json();
  return {
    balance: round(s[`${currency}TotalValue`] - s[`${currency}SubtractedValue`]),
    locked: s[`${currency}LockedValue`],
    spendable: s[`${currency}CurrentValue`],
  };
}

/** The whole history as the participant downloads it, summed per currency and column. */
async function csvSums(page: Page): Promise<Record<Currency, Wallet>> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz CSV' }).click();
  const text = (await readFile((await (await downloading).path())!)).toString('utf8').slice(1);
  const [header, ...rows] = text.split('\r\n').filter(Boolean);
  const columns = header!.split(';');
  // The columns are named as the wallet names its numbers.
  expect(columns).toEqual(expect.arrayContaining(['Saldo (zmiana)', 'Zablokowane (zmiana)', 'Do wydania (zmiana)']));
  expect(columns.join(';')).not.toMatch(/dostępne/i);
  const at = (name: string) => columns.indexOf(name);
  const sums: Record<Currency, Wallet> = {
    vp: { balance: 0, locked: 0, spendable: 0 },
    lp: { balance: 0, locked: 0, spendable: 0 },
  };
  for (const row of rows) {
    // No text field of the demo data holds a semicolon: a plain split is the CSV's fields.
    const cells = row.split(';');
    const sum = sums[cells[at('Waluta')] as Currency];
    const value = (name: string) => Number(cells[at(name)]!.replace(',', '.'));
    sum.balance = round(sum.balance + value('Saldo (zmiana)'));
    sum.locked = round(sum.locked + value('Zablokowane (zmiana)'));
    sum.spendable = round(sum.spendable + value('Do wydania (zmiana)'));
  }
  return sums;
}

for (const [username, currencies] of [
  ['demo', ['vp']],
  ['frsh', ['vp', 'lp']],
] as const) {
  test(`${username}: the history, added up, is the wallet`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSession(page, username);
    // Another spec may order for the same participant meanwhile: add up again until the
    // wallet held still while the history was read.
    for (let attempt = 1; ; attempt++) {
      const before = await Promise.all(currencies.map((c) => apiWallet(page, username, c)));
      await page.goto('/history');
      await islandsHydrated(page);
      const bar = await Promise.all(currencies.map((c) => walletBar(page, c)));
      const sums = await csvSums(page);
      const after = await Promise.all(currencies.map((c) => apiWallet(page, username, c)));
      if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 3) continue;
      currencies.forEach((currency, i) => {
        expect(sums[currency], `${currency}: the CSV's columns summed`).toEqual(bar[i]);
        expect(bar[i], `${currency}: the wallet bar`).toEqual(after[i]);
      });
      break;
    }

    // On screen: a block leaves saldo as it was; spending takes it down with a minus.
    await page.goto('/history?rodzaj=locked,spent');
    const lock = page.locator('.history-timeline > li[data-kind="locked"]').first();
    await expect(lock.locator('.history-entry__move--balance')).toHaveText(/Saldo\s*bez zmian/);
    await expect(lock.locator('.history-entry__move--locked dd')).toHaveText(/^\+/);
    await expect(lock.locator('.history-entry__move--spendable dd')).toHaveText(/^\u2212/);
    const spent = page.locator('.history-timeline > li[data-kind="spent"]').first();
    await expect(spent.locator('.history-entry__move--balance dd')).toHaveText(/^\u2212\d/);
    await expect(spent.locator('.history-entry__move--locked dd')).toHaveText(/^\u2212\d/);
    await expect(page.locator('.history-timeline')).not.toContainText('Zmiana salda');
  });
}

/** frsh's cheapest lp award of a delivery method that it can order now. */
async function lpAward(page: Page, method: string) {
  const { token } = await sharedSession(page.request, 'frsh');
  const response = await page.request.post('/api/loyalty/award/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: { page: 1, per: 100, sortBy: 'price', sortOrder: 'asc', currency: 'lp' },
  });
  const cards: { awardId: number; price: number; currency: string; deliveryMethod: string; canOrder: boolean }[] = (
    await response.json()
  ).items;
  const card = cards.find((c) => c.currency === 'lp' && c.deliveryMethod === method && c.canOrder);
  expect(card, `an lp award delivered by ${method} that frsh can order`).toBeTruthy();
  return card!;
}

/** Opens the award's confirmation: its lead (what the order will do), read as plain text. */
async function confirmation(page: Page, awardId: number) {
  await page.goto(`/award/${awardId}`);
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Zamów nagrodę' })).toBeVisible();
  await expect(page.getByLabel('Telefon')).not.toHaveValue('');
  await page.getByRole('button', { name: /^Zamów za/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Potwierdź zamówienie' });
  await expect(dialog).toBeVisible();
  const lead = (await dialog.locator('.aw-dialog__lead').innerText()).replace(/\s/g, ' ');
  return { dialog, lead };
}

/**
 * The wallet now and after the order as the confirmation shows them (one snapshot: another
 * test's task may pay frsh lp meanwhile); then confirms, and reads the news.
 */
async function confirm(page: Page, dialog: Locator) {
  const wallet = async (column: number): Promise<Wallet> => {
    const cell = async (row: string) =>
      number(await dialog.locator(`.aw-wallet tr[data-row="${row}"] td`).nth(column).innerText());
    return { balance: await cell('balance'), locked: await cell('locked'), spendable: await cell('spendable') };
  };
  const now = await wallet(0);
  const after = await wallet(1);
  await dialog.getByRole('button', { name: 'Potwierdzam zamówienie' }).click();
  await expect(page.getByRole('heading', { name: /Zamówienie nr \d+ zostało złożone/ })).toBeVisible();
  const note = (await page.getByTestId('order-points-note').innerText()).replace(/\s/g, ' ');
  return { now, after, note };
}

test('an e-mail voucher says saldo drops at once, and the wallet shows it; a parcel leaves saldo as it was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSession(page, 'frsh');

  const voucher = await lpAward(page, 'MV');
  const mv = await confirmation(page, voucher.awardId);
  expect(mv.lead).toContain('od razu wydamy');
  expect(mv.lead).toContain('ubędzie z salda');
  expect(mv.lead).not.toContain('saldo się nie zmieni');
  const mvDone = await confirm(page, mv.dialog);
  expect(mvDone.after).toEqual({
    balance: round(mvDone.now.balance - voucher.price),
    locked: mvDone.now.locked,
    spendable: round(mvDone.now.spendable - voucher.price),
  });
  expect(mvDone.note).toContain('saldo zmalało');
  // What the confirmation promised is what the wallet bar and the server now say.
  await expect.poll(() => walletBar(page, 'lp')).toEqual(mvDone.after);
  expect(await apiWallet(page, 'frsh', 'lp')).toEqual(mvDone.after);

  const parcel = await lpAward(page, 'MT');
  const mt = await confirmation(page, parcel.awardId);
  expect(mt.lead).toContain('saldo się nie zmieni');
  expect(mt.lead).toContain('gdy paczka zostanie doręczona');
  const mtDone = await confirm(page, mt.dialog);
  expect(mtDone.after).toEqual({
    balance: mtDone.now.balance,
    locked: round(mtDone.now.locked + parcel.price),
    spendable: round(mtDone.now.spendable - parcel.price),
  });
  expect(mtDone.note).toContain('saldo się nie zmieniło');
  await expect.poll(() => walletBar(page, 'lp')).toEqual(mtDone.after);
  expect(await apiWallet(page, 'frsh', 'lp')).toEqual(mtDone.after);
});
