/**
 * The award catalogue against the real API (issue 7): every filter changes the results
 * to exactly what the server answers for it, the filters live in the five local-storage
 * keys across a reload and go on logout, the groups of /awards lead into the catalogue,
 * and a wrong award address gets a Polish "no such award" page.
 */
import { axe } from './support/a11y.ts';
import type { Page } from '@playwright/test';
import { expect, networkSettled, test } from './fixtures.ts';
import { catalogKeys, CATALOG_KEYS, hydrated, login, pl, spaced, type Api } from './awards-support.ts';

const PER = 24;

/** The catalogue shows what POST award/list answers for `body`: the count and the names, in order. */
async function expectResults(page: Page, api: Api, body: Record<string, unknown>) {
  const { body: expected } = await api.post('/api/loyalty/award/list', { page: 1, per: PER, ...body });
  const names: string[] = expected.items.map((a: { name: string }) => a.name);
  await expect(page.locator('.catalog__count')).toHaveText(
    new RegExp(`Znaleziono: ${spaced(pl(expected.total))}\\snagr`),
  );
  if (expected.total === 0)
    await expect(page.getByText('Żadna nagroda nie pasuje do wybranych filtrów.')).toBeVisible();
  await expect(page.locator('.award-grid:not([aria-busy="true"]) .award-card__name')).toHaveText(names);
  return expected.total as number;
}

test.describe('award catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('search, groups, categories, fresh-only, affordable and sort change the results', async ({ page }) => {
    test.setTimeout(90_000); // a long journey: eleven server answers compared
    const api = await login(page, 'frsh');
    await page.goto('/awards-catalog');
    await hydrated(page);
    const all = await expectResults(page, api, {});
    expect(all).toBeGreaterThan(PER); // more than one page: the server pages
    await expect(page.getByRole('navigation', { name: 'Strony katalogu' })).toBeVisible();

    // Search (debounced): the server's answer for the text.
    await page.getByLabel('Szukaj nagrody').fill('karta');
    const found = await expectResults(page, api, { search: 'karta' });
    expect(found).toBeLessThan(all);
    expect(found).toBeGreaterThan(0);
    await page.getByRole('button', { name: /Usuń filtr: „karta”/ }).click();
    await expectResults(page, api, {});

    // A group, then one of its categories.
    const groups = (await api.get('/api/loyalty/award/group/list/simple')).items;
    const group = groups.find((g: { name: string }) => g.name === 'Elektronika');
    await page.getByRole('checkbox', { name: /^Elektronika/ }).check();
    expect(await expectResults(page, api, { groupIds: [group.groupId] })).toBe(group.awardCount);
    const categories = (await api.get(`/api/loyalty/award/category/list?groupIds=${group.groupId}`)).items;
    const audio = categories.find((c: { name: string }) => c.name === 'Audio');
    await page.getByRole('checkbox', { name: /^Audio/ }).check();
    expect(await expectResults(page, api, { groupIds: [group.groupId], categoryIds: [audio.categoryId] })).toBe(
      audio.awardCount,
    );
    // Leaving the group drops its category too.
    await page.getByRole('checkbox', { name: /^Elektronika/ }).uncheck();
    await expectResults(page, api, {});
    await expect(page.getByRole('checkbox', { name: /^Audio/ })).toHaveCount(0);

    // Fresh only, and affordable now.
    await page.getByRole('checkbox', { name: 'Tylko nowości (ostatnie 30 dni)' }).check();
    const fresh = await expectResults(page, api, { onlyFresh: true });
    expect(fresh).toBeLessThan(all);
    await page.getByRole('checkbox', { name: 'Tylko nowości (ostatnie 30 dni)' }).uncheck();
    await page.getByRole('checkbox', { name: 'Tylko te, na które mnie stać' }).check();
    expect(await expectResults(page, api, { affordable: true })).toBeLessThan(all);
    await expect(page).toHaveURL(/dostepne=1/);
    await page.getByRole('checkbox', { name: 'Tylko te, na które mnie stać' }).uncheck();

    // FRSH chooses a currency (issue 28): lp only, in the URL, with a chip; lp prices in their own colour.
    await page.getByRole('radio', { name: 'Punkty lojalnościowe (lp)' }).check();
    const lp = await expectResults(page, api, { currency: 'lp' });
    expect(lp).toBeGreaterThan(0);
    expect(lp).toBeLessThan(all);
    await expect(page).toHaveURL(/waluta=lp/);
    await expect(page.locator('.award-card__price').first()).toHaveAttribute('data-currency', 'lp');
    const colour = (currency: string) =>
      page
        .locator(`.award-card__price[data-currency="${currency}"]`)
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    const lpColour = await colour('lp');
    await page.getByRole('button', { name: 'Usuń filtr: Tylko lp' }).click();
    await expect(page.getByRole('radio', { name: 'Obie waluty' })).toBeChecked();
    await expectResults(page, api, {});
    expect(await colour('vp')).not.toBe(lpColour);

    // Sorts.
    const sort = page.getByLabel('Sortuj');
    await sort.selectOption({ label: 'Cena: od najniższej' });
    await expectResults(page, api, { sortBy: 'price', sortOrder: 'asc' });
    await sort.selectOption({ label: 'Nazwa: Z–A' });
    await expectResults(page, api, { sortBy: 'name', sortOrder: 'desc' });

    // The next page comes from the server too.
    await page.getByRole('button', { name: 'Strona 2' }).click();
    const { body: second } = await api.post('/api/loyalty/award/list', {
      page: 2,
      per: PER,
      sortBy: 'name',
      sortOrder: 'desc',
    });
    await expect(page.locator('.award-card__name').first()).toHaveText(second.items[0].name);
    await expect(page).toHaveURL(/strona=2/);
  });

  test('no results offer a way back; clearing the filters brings everything back', async ({ page }) => {
    const api = await login(page, 'frsh');
    await page.goto('/awards-catalog');
    await hydrated(page);
    const all = await expectResults(page, api, {});
    await page.getByLabel('Szukaj nagrody').fill('zzzz nie ma takiej nagrody');
    await expect(page.getByText('Żadna nagroda nie pasuje do wybranych filtrów.')).toBeVisible();
    await page.getByRole('button', { name: 'Wyczyść filtry' }).last().click();
    await expect(page.getByLabel('Szukaj nagrody')).toHaveValue('');
    expect(await expectResults(page, api, {})).toBe(all);
  });

  test('filters persist across a reload in the five keys and are cleared by logout', async ({ page }) => {
    const api = await login(page, 'frsh');
    await page.goto('/awards-catalog');
    await hydrated(page);
    await page.getByRole('checkbox', { name: /^Dom i ogród/ }).check();
    await page.getByRole('checkbox', { name: /^Kuchnia/ }).check();
    await page.getByRole('checkbox', { name: 'Tylko nowości (ostatnie 30 dni)' }).check();
    await page.getByLabel('Sortuj').selectOption({ label: 'Najnowsze' });
    await page.getByLabel('Szukaj nagrody').fill('ekspres');
    await expect(page.getByRole('button', { name: /Usuń filtr: „ekspres”/ })).toBeVisible();

    const groups = (await api.get('/api/loyalty/award/group/list/simple')).items;
    const home = groups.find((g: { name: string }) => g.name === 'Dom i ogród').groupId;
    const kitchen = (await api.get(`/api/loyalty/award/category/list?groupIds=${home}`)).items.find(
      (c: { name: string }) => c.name === 'Kuchnia',
    ).categoryId;
    const stored = {
      awardsCatalog_selectedGroups: JSON.stringify([home]),
      awardsCatalog_selectedCategories: JSON.stringify([kitchen]),
      awardsCatalog_searchValue: JSON.stringify('ekspres'),
      awardsCatalog_showOnlyFreshAwards: 'true',
      awardsCatalog_sortValue: JSON.stringify('newest'),
    };
    expect(await catalogKeys(page)).toEqual(stored);

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Szukaj nagrody')).toHaveValue('ekspres');
    await expect(page.getByRole('checkbox', { name: /^Dom i ogród/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Kuchnia/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Tylko nowości (ostatnie 30 dni)' })).toBeChecked();
    await expect(page.getByLabel('Sortuj')).toHaveValue('newest');
    await expectResults(page, api, {
      search: 'ekspres',
      groupIds: [home],
      categoryIds: [kitchen],
      onlyFresh: true,
      sortBy: 'newest',
      sortOrder: 'desc',
    });
    expect(await catalogKeys(page)).toEqual(stored);

    // Logging out removes all five.
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(Object.values(await catalogKeys(page))).toEqual(CATALOG_KEYS.map(() => null));
  });

  test('the session running out removes the five keys as logout does, and nothing writes them back (D14)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    await login(page, 'frsh');
    await page.goto('/awards-catalog');
    await hydrated(page);
    await page.getByRole('checkbox', { name: 'Tylko nowości (ostatnie 30 dni)' }).check();
    await page.getByLabel('Sortuj').selectOption({ label: 'Nazwa: A–Z' });
    await page.getByLabel('Szukaj nagrody').fill('kawa');
    await page.clock.runFor(1_000); // the search waits for a pause in typing
    await expect
      .poll(() => catalogKeys(page))
      .toEqual({
        awardsCatalog_selectedGroups: '[]',
        awardsCatalog_selectedCategories: '[]',
        awardsCatalog_searchValue: '"kawa"',
        awardsCatalog_showOnlyFreshAwards: 'true',
        awardsCatalog_sortValue: '"name-asc"',
      });

    // The list of the search has answered: a request still on its way when the clock jumps
    // would run past the client's timeout, which no participant waits for.
    await networkSettled(page);

    // Nobody touches the page: no refresh, and at the token's exp the overlay covers it.
    const exp = await page.evaluate(() => {
      const { token } = JSON.parse(sessionStorage.getItem('user')!) as { token: string };
      const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
      return (JSON.parse(atob(payload)) as { exp: number }).exp;
    });
    await page.clock.fastForward(301_000);
    await page.clock.fastForward(Math.max(0, Math.ceil(exp * 1000 - (await page.evaluate(() => Date.now())))) + 2_000);
    await expect(page.getByRole('dialog', { name: /^Czas ważności sesji wygasł/ })).toBeVisible();
    expect(Object.values(await catalogKeys(page))).toEqual(CATALOG_KEYS.map(() => null));

    // The catalogue is still on the page under the overlay; its timers run out too.
    await page.clock.runFor(5_000);
    expect(Object.values(await catalogKeys(page))).toEqual(CATALOG_KEYS.map(() => null));
  });

  test('garbage in the five keys gives the default catalogue, not an error', async ({ page }) => {
    const api = await login(page, 'frsh');
    await page.goto('/rodo');
    await page.evaluate(() => {
      localStorage.setItem('awardsCatalog_selectedGroups', '{oops');
      localStorage.setItem('awardsCatalog_selectedCategories', '[-1, "x"]');
      localStorage.setItem('awardsCatalog_searchValue', '{"a":1}');
      localStorage.setItem('awardsCatalog_showOnlyFreshAwards', 'maybe');
      localStorage.setItem('awardsCatalog_sortValue', '"random"');
    });
    await page.goto('/awards-catalog');
    await hydrated(page);
    await expectResults(page, api, {});
    await expect(page.getByLabel('Sortuj')).toHaveValue('relevance');
  });

  test('a group on /awards opens the catalogue with that group chosen', async ({ page }) => {
    const api = await login(page, 'frsh');
    await page.goto('/awards');
    await hydrated(page);
    await page.getByRole('link', { name: 'Sport i rekreacja' }).click();
    await expect(page).toHaveURL(/\/awards-catalog/);
    await hydrated(page);
    await expect(page.getByRole('checkbox', { name: /^Sport i rekreacja/ })).toBeChecked();
    const groups = (await api.get('/api/loyalty/award/group/list/simple')).items;
    const sport = groups.find((g: { name: string }) => g.name === 'Sport i rekreacja');
    expect(await expectResults(page, api, { groupIds: [sport.groupId] })).toBe(sport.awardCount);
    // The choice is stored like any other, and the link parameter leaves the address.
    expect((await catalogKeys(page)).awardsCatalog_selectedGroups).toBe(JSON.stringify([sport.groupId]));
    await expect(page).not.toHaveURL(/grupa=/);
  });

  test('the catalogue on a phone: filters in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const api = await login(page, 'frsh');
    await page.goto('/awards-catalog');
    await hydrated(page);
    await expect(page.getByRole('checkbox', { name: /^Vouchery/ })).toHaveCount(0);
    await page.getByRole('button', { name: /^Filtry/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtry' });
    await drawer.getByRole('checkbox', { name: /^Vouchery/ }).check();
    // The drawer's two buttons keep their labels on one line each.
    const show = drawer.getByRole('button', { name: /^Pokaż \d+\s(nagród|nagrody|nagrodę)$/ });
    for (const button of [drawer.getByRole('button', { name: 'Wyczyść filtry' }), show]) {
      expect((await button.boundingBox())!.height).toBeLessThanOrEqual(46);
    }
    await show.click();
    await expect(drawer).toBeHidden();
    const groups = (await api.get('/api/loyalty/award/group/list/simple')).items;
    const vouchers = groups.find((g: { name: string }) => g.name === 'Vouchery');
    await expectResults(page, api, { groupIds: [vouchers.groupId] });
    await expect(page.getByRole('button', { name: /^Filtry 1/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });
});

test.describe('award page addresses', () => {
  // /award/99999 is a real 404 answer of the API, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });
  for (const path of ['/award/abc', '/award/0', '/award/-3', '/award/99999']) {
    test(`${path} says there is no such award and offers a way back`, async ({ page }) => {
      await login(page, 'frsh');
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Nie ma takiej nagrody' })).toBeVisible();
      const back = page.getByRole('link', { name: 'Przejdź do katalogu nagród' });
      // A primary button that is a link stays readable under the pointer (white on green).
      await back.hover();
      await expect(back).toHaveCSS('color', 'rgb(255, 255, 255)');
      await back.click();
      await expect(page).toHaveURL(/\/awards-catalog$/);
    });
  }
});

test('the awards screens pass an accessibility scan (axe), the order confirmation included', async ({ page }) => {
  await login(page, 'frsh');
  const scan = async (what: string) => {
    // The banner carousel belongs to the layout and is checked with it.
    const { violations } = await axe(page).exclude('.app__banner').analyze();
    expect(violations.map((v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
      [],
    );
  };
  const screens: [string, string][] = [
    ['/awards-catalog', '.award-card__name'],
    ['/awards', '.group-card__name'],
    ['/award/abc', '.award-missing'],
  ];
  for (const [path, content] of screens) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator(content).first()).toBeVisible();
    await scan(path);
  }
  await page.goto('/award/9');
  await hydrated(page);
  await page.getByRole('button', { name: /^Zamów za/ }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await scan('confirmation');
});
