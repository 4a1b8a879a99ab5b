/**
 * Ordering an award against the real API (issue 7): the points are locked at once (the
 * summary and the wallet bar), a double click orders once, more than the balance allows
 * is refused in Polish (by the page, and by the server when the balance changed under
 * it), and the order shows on /awards with its status. One participant, in order.
 */
import type { Page } from '@playwright/test';
import { expect, networkSettled, test } from './fixtures.ts';
import { hydrated, login, pl, type Api } from './awards-support.ts';

test.describe.configure({ mode: 'serial' });
// The refusals below are real 422 answers, which Chromium logs as failed resources.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 422/] });

const USER = 'demo';
const MT_DELIVERY = {
  recipient: 'Anna Wiśniewska',
  street: 'ul. Lipowa 12',
  postalCode: '05-800',
  city: 'Pruszków',
  phone: '+48 601 234 567',
};

interface Summary {
  vpTotalValue: number;
  vpSubtractedValue: number;
  vpLockedValue: number;
  vpCurrentValue: number;
}

const summary = (api: Api) => api.get<Summary>('/api/loyalty/participant/points/summary');
const orderCount = async (api: Api) => (await api.post('/api/loyalty/order/list', { page: 1, per: 1 })).body.total;

/** A cheap award with no limits, delivered by courier, that the participant can order now. */
async function cheapCourierAward(api: Api, skip: number[] = []) {
  const { body } = await api.post('/api/loyalty/award/list', { page: 1, per: 50, sortBy: 'price', sortOrder: 'asc' });
  for (const card of body.items) {
    if (card.deliveryMethod !== 'MT' || !card.canOrder || skip.includes(card.awardId)) continue;
    const detail = await api.get(`/api/loyalty/award/${card.awardId}`);
    if (detail.userLimit === null && detail.remainingAmount === null) return detail;
  }
  throw new Error('no cheap courier award without limits in the demo catalogue');
}

async function openOrder(page: Page, awardId: number) {
  await page.goto(`/award/${awardId}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Zamów nagrodę' })).toBeVisible();
  // The delivery data arrives from the profile.
  await expect(page.getByLabel('Telefon')).not.toHaveValue('');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('ordering an award locks its points at once, and the order shows on /awards with its status', async ({ page }) => {
  const api = await login(page, USER);
  const award = await cheapCourierAward(api);
  const before = await summary(api);
  const balance = before.vpTotalValue - before.vpSubtractedValue;

  await openOrder(page, award.awardId);
  await page.getByRole('button', { name: `Zamów za ${pl(award.price)} vp` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Potwierdź zamówienie' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.aw-summary__total')).toContainText(`${pl(award.price)}\u00a0vp`);
  // The wallet's three numbers under the bar's names, now and after: a parcel locks its
  // price, so saldo stays and "do wydania" drops.
  const row = (key: string) => dialog.locator(`.aw-wallet tr[data-row="${key}"] td`);
  await expect(row('balance')).toHaveText([`${pl(balance)} vp`, `${pl(balance)} vp`]);
  await expect(row('locked')).toHaveText([
    `${pl(before.vpLockedValue)} vp`,
    `${pl(before.vpLockedValue + award.price)} vp`,
  ]);
  await expect(row('spendable')).toHaveText([
    `${pl(before.vpCurrentValue)} vp`,
    `${pl(before.vpCurrentValue - award.price)} vp`,
  ]);
  await expect(dialog.locator('.aw-dialog__lead')).toContainText('saldo się nie zmieni');
  await dialog.getByRole('button', { name: 'Potwierdzam zamówienie' }).click();

  const done = page.getByRole('heading', { name: /Zamówienie nr \d+ zostało złożone/ });
  await expect(done).toBeVisible();
  const orderId = Number(/nr (\d+)/.exec((await done.textContent()) ?? '')?.[1]);

  const after = await summary(api);
  expect(after.vpLockedValue).toBe(before.vpLockedValue + award.price);
  expect(after.vpCurrentValue).toBe(before.vpCurrentValue - award.price);
  expect(after.vpTotalValue - after.vpSubtractedValue).toBe(balance);
  // The news says what happened to saldo, when it will change, and the wallet as it is now.
  const plain = (s: string) => s.replace(/\s/g, ' ');
  expect(plain(await page.getByTestId('order-points-note').innerText())).toBe(
    plain(
      `Zablokowaliśmy ${pl(award.price)} vp: saldo się nie zmieniło. Punkty znikną z salda, gdy paczka zostanie doręczona. ` +
        `W portfelu masz teraz: saldo ${pl(balance)} vp, zablokowane ${pl(after.vpLockedValue)} vp, do wydania ${pl(after.vpCurrentValue)} vp.`,
    ),
  );

  // The wallet bar, without a reload: the balance as it was, "do wydania" down by the price,
  // "zablokowane" up by it, each under its one name.
  const wallet = page.locator('.app-footer [data-paint-if="vp"]');
  await expect(wallet).toHaveText(
    `Saldo ${pl(balance)} vp (zablokowane ${pl(after.vpLockedValue)}, do wydania ${pl(after.vpCurrentValue)})`,
  );

  // The order on /awards, newest first, with its status and its courier timeline.
  await page.getByRole('link', { name: 'Zobacz moje zamówienia' }).click();
  const order = page.locator('.aw-order').first();
  await expect(order).toContainText(`Zamówienie nr ${orderId}`);
  await expect(order.getByRole('heading')).toHaveText(award.name);
  await expect(order.locator('.aw-order__status')).toHaveText(/Zamówienie złożone/);
  await expect(order.getByRole('list', { name: `Etapy zamówienia nr ${orderId}` }).getByRole('listitem')).toHaveText([
    /Zamówienie złożone/,
    /Paczka przygotowana/,
    /Nadana u\skuriera/,
    /Doręczona/,
  ]);
});

test('a double click on the confirmation orders once', async ({ page }) => {
  const api = await login(page, USER);
  const award = await cheapCourierAward(api);
  const before = await summary(api);
  const ordersBefore = await orderCount(api);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/loyalty/order') {
      posts.push(request.headers()['idempotency-key'] ?? '');
    }
  });

  await openOrder(page, award.awardId);
  await page.getByRole('button', { name: /^Zamów za/ }).click();
  await page.getByRole('button', { name: 'Potwierdzam zamówienie' }).dblclick();
  await expect(page.getByRole('heading', { name: /Zamówienie nr \d+ zostało złożone/ })).toBeVisible();

  expect(await orderCount(api)).toBe(ordersBefore + 1);
  expect((await summary(api)).vpLockedValue).toBe(before.vpLockedValue + award.price);
  // Whatever reached the network carried one key (a retry could never order twice).
  expect(posts.length).toBeGreaterThanOrEqual(1);
  expect(new Set(posts).size).toBe(1);
  expect(posts[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
});

test('more pieces than the balance covers are refused in Polish before anything is sent', async ({ page }) => {
  const api = await login(page, USER);
  const award = await cheapCourierAward(api);
  const { vpCurrentValue } = await summary(api);
  const tooMany = Math.floor(vpCurrentValue / award.price) + 1;
  test.skip(tooMany > 99, 'the balance covers a whole order of this award');
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/loyalty/order') posted = true;
  });

  await openOrder(page, award.awardId);
  await page.getByLabel('Liczba sztuk').fill(String(tooMany));
  await page.getByRole('button', { name: /^Zamów za/ }).click();
  const missing = tooMany * award.price - vpCurrentValue;
  await expect(page.locator('[id$="quantity-error"][role="alert"]')).toHaveText(
    `Brakuje ${pl(missing)}\u00a0vp, aby zamówić ${tooMany} szt. tej nagrody.`,
  );
  await expect(page.getByLabel('Liczba sztuk')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(posted).toBe(false);
});

test('when the balance dropped meanwhile, the server refuses and the page says why', async ({ page }) => {
  const api = await login(page, USER);
  // The most expensive award the balance still covers…
  const { body } = await api.post('/api/loyalty/award/list', {
    page: 1,
    per: 1,
    affordable: true,
    sortBy: 'price',
    sortOrder: 'desc',
  });
  const target = await api.get(`/api/loyalty/award/${body.items[0].awardId}`);
  expect(target.canOrder).toBe(true);
  await openOrder(page, target.awardId);
  await page.getByRole('button', { name: /^Zamów za/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Potwierdź zamówienie' });
  await expect(dialog).toBeVisible();

  // …until another order (another tab, another device) spends just enough of it.
  const { vpCurrentValue } = await summary(api);
  const spender = await cheapCourierAward(api, [target.awardId]);
  const pieces = Math.ceil((vpCurrentValue - target.price + 1) / spender.price);
  const spent = await api.post(
    '/api/loyalty/order',
    { awardId: spender.awardId, quantity: pieces, deliveryData: MT_DELIVERY },
    { 'Idempotency-Key': `e2e-spend-${Date.now()}` },
  );
  expect(spent.status).toBe(201);
  const left = (await summary(api)).vpCurrentValue;
  expect(left).toBeLessThan(target.price);
  const ordersBefore = await orderCount(api);

  await dialog.getByRole('button', { name: 'Potwierdzam zamówienie' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Zamówienie odrzucone');
  await expect(dialog.getByRole('alert')).toContainText(
    `Brakuje ${pl(target.price - left)}\u00a0vp, aby zamówić tę nagrodę.`,
  );
  await expect(dialog.getByRole('button', { name: 'Potwierdzam zamówienie' })).toHaveCount(0);
  expect(await orderCount(api)).toBe(ordersBefore);
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  // The page now knows the award is out of reach.
  await expect(page.getByText(/Do tej nagrody brakuje Ci/)).toBeVisible();
});

test('a voucher order can be sent again from /awards', async ({ page }) => {
  const api = await login(page, USER);
  const { body } = await api.post('/api/loyalty/order/list', { page: 1, per: 50 });
  const voucher = body.items.find((o: { canResendVoucher: boolean }) => o.canResendVoucher);
  test.skip(!voucher, 'no voucher order to resend in the demo data');
  await page.goto('/awards#zamowienia');
  const order = page.locator('.aw-order', { hasText: new RegExp(`Zamówienie nr ${voucher.orderId}\\b`) });
  await expect(page.locator('.aw-order').first()).toBeVisible();
  // Older orders sit behind "Pokaż starsze" (five a page). Each click waits for its page to
  // be drawn: the button goes once the last page is shown, and a second click must not race it.
  const cards = page.locator('.aw-order');
  for (let i = 0; i < 10 && !(await order.count()); i++) {
    const shown = await cards.count();
    await page.getByRole('button', { name: /Pokaż starsze/ }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  }
  await order.getByRole('button', { name: 'Wyślij voucher ponownie' }).click();
  await expect(page.getByText(/Voucher wysłaliśmy ponownie/)).toBeVisible();
  await expect(order.getByRole('list')).toContainText('Voucher wysłany ponownie');
});

test('on a 320 px phone the confirmation fits the window and breaks an account, an e-mail and a street between their parts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const api = await login(page, USER);
  const { body } = await api.post('/api/loyalty/award/list', { page: 1, per: 100, affordable: true });
  const of = (method: string) =>
    body.items.find((a: { deliveryMethod: string; canOrder: boolean }) => a.deliveryMethod === method && a.canOrder);
  const typed: Record<string, Record<string, string>> = {
    MA: { 'Numer konta bankowego': '61109010140000071219812874' },
    MV: { 'Adres e-mail': 'zamowienia.sklep-spozywczy@pod-lipami-hurtownia.example.com.pl' },
    MT: { 'Ulica i numer': 'ul. Konstantego Ildefonsa Gałczyńskiego 123/45' },
  };
  for (const method of ['MA', 'MV', 'MT']) {
    const award = of(method);
    expect(award, `an award delivered by ${method}`).toBeTruthy();
    await page.goto(`/award/${award.awardId}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Zamów nagrodę' })).toBeVisible();
    await networkSettled(page); // the profile's data is in the form: what is typed next stays
    for (const [label, value] of Object.entries(typed[method]!))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: /^Zamów za/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Potwierdź zamówienie' });
    await expect(dialog).toBeVisible();
    // Nothing wider than the window: no sideways scrolling of the dialog.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.locator('.aw-dialog__positioner').evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
    // The typed value, line by line as it is drawn: each line ends where the value may break.
    const [label] = Object.keys(typed[method]!);
    const value = dialog.locator('.aw-summary__data', { hasText: label }).locator('dd');
    const lines = await value.evaluate((dd) => {
      const range = document.createRange();
      const rows = new Map<number, string>();
      const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
        for (let i = 0; i < node.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) rows.set(Math.round(rect.top), (rows.get(Math.round(rect.top)) ?? '') + node.data[i]);
        }
      return [...rows.values()];
    });
    expect(lines.length, `${method}: the value takes more than one line at 320 px`).toBeGreaterThan(1);
    // A line ends at a space (an IBAN group, a word), after "@" or before a dot: never inside
    // a word, nor at a hyphen of an e-mail address.
    lines.slice(0, -1).forEach((line, i) => {
      const ok = /\s$/.test(line) || line.endsWith('@') || lines[i + 1]!.startsWith('.');
      expect(ok, `${method}: "${line}" | "${lines[i + 1]}" breaks inside a word`).toBe(true);
    });
    if (method === 'MA') expect(lines.join('')).toContain('PL61 1090 1014 0000 0712 1981 2874');
    await dialog.getByRole('button', { name: 'Wróć' }).click();
    await expect(dialog).toHaveCount(0);
  }
});
