/**
 * Keyboard-only journeys (issue 9): nothing here clicks. Login with its errors tied to
 * the fields, the burger menu, the wallet panel, the banner carousel, the catalogue's
 * filters (sidebar and phone drawer) and ordering an award through its confirmation
 * dialog, whose focus stays inside and comes back after. The order runs on a private
 * server, so the shared demo accounts keep their balances.
 */
import type { Locator, Page } from '@playwright/test';
import { NAV_LINKS } from '../../src/lib/shell/nav.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, openSession } from './real-login.ts';
import { startPrivateServer, type PrivateServer } from './support/server.ts';
import { islandsHydrated } from './support/a11y.ts';

test.describe.configure({ timeout: 90_000 });

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/** The element the error text describes the field with (aria-describedby). */
async function description(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  return field.evaluate(
    (_, list) =>
      list
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    ids,
  );
}

const focusedInside = (container: Locator) =>
  container.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body);

test.describe('login', () => {
  // The wrong password is a real 401 answer, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('Tab to the fields, Enter submits; errors are announced and tied to their fields', async ({ page }) => {
    await page.goto('/');
    await islandsHydrated(page);
    const login = page.getByLabel('Login lub adres e-mail');
    const password = page.getByLabel('Hasło', { exact: true });

    await tabTo(page, login);
    await page.keyboard.press('Enter');
    // Both empty: the first field gets the focus and says what is wrong.
    await expect(login).toBeFocused();
    await expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(await description(login)).toContain('Podaj login lub adres e-mail.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(await description(password)).toContain('Podaj hasło.');

    await page.keyboard.type('frsh');
    await expect(login).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type('Zle-haslo-9');
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toBeEmpty();
    // What was typed stays.
    await expect(login).toHaveValue('frsh');

    await password.evaluate((el) => (el as HTMLInputElement).select());
    await tabTo(page, password, { back: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Demo!2345');
    await page.keyboard.press('Enter');
    await page.waitForURL('/goals');
    // The popup after login takes the focus; Escape closes it.
    const popup = page.getByRole('dialog', { name: 'Akcja: podwójne punkty za cele' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Zamknij' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });
});

test('the burger menu opens with Enter or Space, Tab walks its links, Escape closes it onto its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openSession(page, 'demo');
  await page.goto('/rules');
  await islandsHydrated(page);
  const trigger = page.locator('#burger-trigger');
  const menu = page.locator('#burger-menu');

  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => focusedInside(menu)).toBe(true);
  const links = menu.getByRole('link');
  const names = await links.allTextContents();
  expect(names.map((n) => n.trim())).toEqual(NAV_LINKS.map((link) => link.label));
  for (let i = 0; i < names.length; i++) {
    await tabTo(page, links.nth(i), { max: 2 });
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await tabTo(page, menu.getByRole('link', { name: 'Zadania' }), { max: 3 });
  await page.keyboard.press('Enter');
  await page.waitForURL('/tasks');
});

test('the wallet panel opens from the keyboard, its refresh button works, Escape returns to the bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSession(page, 'frsh');
  await page.goto('/rules');
  await islandsHydrated(page);
  const trigger = page.locator('#wallet-trigger');
  const panel = page.locator('#wallet-panel');

  await tabTo(page, trigger, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Portfel' })).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'Punkty lojalnościowe (lp)' })).toBeVisible();
  const refresh = panel.getByRole('button', { name: 'Przelicz saldo' });
  await tabTo(page, refresh, { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Punkty zostały przeliczone!')).toBeVisible();
  await expect(refresh).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('the banner carousel’s pause, arrows and dots work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The page clock stands still: only the keys move the carousel.
  await page.clock.install();
  await openSession(page, 'demo');
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  await page.goto('/goals');
  await page.clock.runFor(3000); // client:idle hydrates on the page clock too
  await expect(page.locator('.banners .glide[data-mounted]')).toBeVisible({ timeout: 15_000 });
  const current = page.locator('.glide__slide[aria-hidden="false"]');
  await expect(current).toHaveAttribute('aria-label', '1 z 3');

  const pause = page.getByRole('button', { name: 'Wstrzymaj przewijanie banerów' });
  await tabTo(page, pause);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Wznów przewijanie banerów' })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Poprzedni baner' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(current).toHaveAttribute('aria-label', '3 z 3');
  await page.clock.runFor(600);

  await tabTo(page, page.getByRole('button', { name: 'Pokaż baner 2 z 3' }), { max: 3 });
  await page.keyboard.press('Space');
  await expect(current).toHaveAttribute('aria-label', '2 z 3');
  await expect(page.getByRole('button', { name: 'Pokaż baner 2 z 3' })).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(600);

  await tabTo(page, page.getByRole('button', { name: 'Następny baner' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(current).toHaveAttribute('aria-label', '3 z 3');
  // Paused: time passes, the banner stays.
  await page.clock.runFor(30_000);
  await expect(current).toHaveAttribute('aria-label', '3 z 3');
});

test.describe('the catalogue’s filters', () => {
  /** The result count line ("Znaleziono: 206 nagród") once the list has settled. */
  async function count(page: Page): Promise<string> {
    await expect(page.locator('.award-grid[aria-busy="true"], .award-grid[role="status"]')).toHaveCount(0);
    return (await page.locator('.catalog__count').textContent()) ?? '';
  }

  test('on a wide screen: search, sort and a group change the list', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSession(page, 'demo');
    await page.goto('/awards-catalog');
    await expect(page.locator('.award-card__name').first()).toBeVisible({ timeout: 15_000 });
    const names = () => page.locator('.award-card__name').allTextContents();
    const all = await count(page);

    const group = page.getByRole('group', { name: 'Grupy nagród' }).getByRole('checkbox').first();
    await tabTo(page, group, { max: 60 });
    await page.keyboard.press('Space');
    await expect(group).toBeChecked();
    await expect.poll(() => count(page)).not.toBe(all);
    const inGroup = await count(page);
    await page.keyboard.press('Space');
    await expect(group).not.toBeChecked();
    await expect.poll(() => count(page)).toBe(all);

    const search = page.getByRole('searchbox');
    await tabTo(page, search, { max: 60 });
    await page.keyboard.type('kawa');
    await page.keyboard.press('Enter');
    await expect.poll(() => count(page)).not.toBe(all);
    expect(await count(page)).not.toBe(inGroup);
    // the search reads descriptions too; an award named after the word comes first
    expect((await names())[0]!.toLowerCase()).toContain('kaw');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect.poll(() => count(page)).toBe(all);

    const sort = page.getByLabel('Sortuj');
    const before = await names();
    await tabTo(page, sort, { max: 3 });
    // past "Najpopularniejsze", which without a search orders like the default "Najtrafniejsze"
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('newest');
    await expect.poll(names).not.toEqual(before);
  });

  test('on a phone: the drawer opens with Enter, keeps the focus, closes with Escape onto its button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSession(page, 'demo');
    await page.goto('/awards-catalog');
    await expect(page.locator('.award-card__name').first()).toBeVisible({ timeout: 15_000 });
    const all = await count(page);
    const button = page.getByRole('button', { name: /^Filtry/ });
    await tabTo(page, button, { max: 60 });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filtry' });
    await expect(drawer).toBeVisible();
    await expect.poll(() => focusedInside(drawer)).toBe(true);

    const group = drawer.getByRole('group', { name: 'Grupy nagród' }).getByRole('checkbox').first();
    await tabTo(page, group, { max: 10 });
    await page.keyboard.press('Space');
    await expect(group).toBeChecked();
    // Focus stays inside the drawer however far Tab goes.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(drawer)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toContainText('1');
    await expect.poll(() => count(page)).not.toBe(all);
  });
});

test.describe('ordering an award', () => {
  let server: PrivateServer;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startPrivateServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('quantity, delivery data, confirmation: all from the keyboard, focus kept in the dialog and returned', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const origin = server.url;
    const session = await apiLogin(request, 'demo', undefined, origin);
    const headers = { authorization: `Bearer ${session.token}` };
    const list = await request.post(`${origin}/api/loyalty/award/list`, {
      headers,
      data: { page: 1, per: 50, sortBy: 'price', sortOrder: 'asc' },
    });
    const { items } = (await list.json()) as {
      items: { awardId: number; canOrder: boolean; deliveryMethod: string; price: number }[];
    };
    const award = items.find((a) => a.canOrder && a.deliveryMethod === 'MT');
    expect(award, 'a cheap courier award demo can order').toBeTruthy();

    await page.goto(`${origin}/rodo`);
    await page.evaluate((value) => sessionStorage.setItem('user', value), JSON.stringify(session));
    await page.goto(`${origin}/award/${award!.awardId}`);
    await islandsHydrated(page);
    const phone = page.getByLabel('Telefon');
    await expect(phone).not.toHaveValue('', { timeout: 15_000 });

    // Quantity: the "+" button with Enter, then the field itself.
    const more = page.getByRole('button', { name: 'Jedna sztuka więcej' });
    const quantity = page.getByLabel('Liczba sztuk');
    await tabTo(page, more, { max: 80 });
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('2');
    await tabTo(page, quantity, { back: true, max: 3 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1');
    await expect(quantity).toHaveValue('1');

    // A delivery field emptied: Enter in the form points at it, the error tied to it.
    await tabTo(page, phone, { max: 15 });
    const number = await phone.inputValue();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect((await description(phone)).trim()).not.toBe('');
    await page.keyboard.type(number);

    const order = page.getByRole('button', { name: /^Zamów za/ });
    await tabTo(page, order, { max: 15 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Potwierdź zamówienie' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusedInside(dialog)).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusedInside(dialog), `focus inside the dialog after ${key}`).toBe(true);
    }
    // Escape goes back to the form, onto the button that opened the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(order).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Potwierdzam zamówienie' });
    await tabTo(page, confirm, { max: 4 });
    await page.keyboard.press('Enter');
    const done = page.getByRole('heading', { name: /Zamówienie nr \d+ zostało złożone/ });
    await expect(done).toBeVisible();
    await expect(dialog).toBeHidden();
    // The focus moves to the news (not lost on <body>); the next Tab leads to the order's links.
    await expect(done).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'Zobacz moje zamówienia' }), { max: 3 });
  });
});
