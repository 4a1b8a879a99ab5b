/**
 * Moje cele (issue 6) against the real server with the demo accounts: the filters change
 * the list and survive a reload, a plan's steps and pace show the numbers the API
 * returns, paging, empty and bad-link states, and no layout shift while the list loads.
 */
import { axe } from './support/a11y.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatPoints } from '../../src/lib/format/number.ts';
import { withUnit } from '../../src/lib/goals/display.ts';
import { describePace } from '../../src/lib/goals/pace.ts';
import type { PlanResult, PlanStepResult, PlanTotalResult } from '../../src/lib/api/plans.ts';
import { expect, test } from './fixtures.ts';
import { loginAs } from './real-login.ts';

type Page_<T> = { items: T[]; total: number; totalPages: number };

function apiOf(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async plans(body: Record<string, unknown>): Promise<Page_<PlanResult>> {
      const response = await request.post('/api/loyalty/plan/result', { headers, data: { per: 12, ...body } });
      expect(response.ok()).toBe(true);
      return response.json();
    },
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path, { headers });
      expect(response.ok()).toBe(true);
      return response.json();
    },
  };
}

const cards = (page: Page) => page.locator('.goal-grid:not([aria-busy]) .goal-card:not(.goal-card--skeleton)');
const cardNames = (page: Page) => cards(page).locator('.goal-card__name');

/** The filters beyond the search fold under "Filtry" in a window under 1000 px tall (issue 28). */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filtry/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

async function listReady(page: Page) {
  await expect(page.locator('.goal-grid[aria-busy]')).toHaveCount(0);
  await expect(page.locator('.goal-card--skeleton')).toHaveCount(0);
}

test('filters change the list, live in the URL and survive a reload', async ({ page }) => {
  const session = await loginAs(page, 'demo');
  const api = apiOf(page.request, session.token);
  await page.goto('/goals');
  await listReady(page);

  const all = await api.plans({});
  await expect(page.getByText(`Znaleziono ${all.total} celów`)).toBeVisible();
  await expect(cardNames(page)).toHaveText(all.items.map((p) => p.name));

  // One plan group, realised ones hidden, ending soonest first.
  const groups = await api.get<{ items: { id: number; name: string }[] }>('/api/loyalty/plan/group/list');
  const promo = groups.items.find((g) => g.name === 'Promocje')!;
  await openFilters(page);
  await page.getByRole('checkbox', { name: 'Promocje' }).check();
  await page.getByRole('checkbox', { name: 'Ukryj zrealizowane' }).check();
  await page.getByLabel('Kolejność').selectOption({ label: 'Najbliższy termin' });
  const expected = await api.plans({
    planGroups: [promo.id],
    hideRealisedPlans: true,
    sortBy: 'endDate',
    sortOrder: 'asc',
  });
  expect(expected.total).toBeLessThan(all.total);
  await listReady(page);
  await expect(cardNames(page)).toHaveText(expected.items.map((p) => p.name));
  await expect(page).toHaveURL(new RegExp(`grupy=${promo.id}.*bez-zrealizowanych=1.*sort=termin`));

  // The search is debounced and joins the other filters.
  await page.getByLabel('Szukaj celu').fill('lody');
  const searched = await api.plans({
    planGroups: [promo.id],
    hideRealisedPlans: true,
    sortBy: 'endDate',
    sortOrder: 'asc',
    search: 'lody',
  });
  await expect(page).toHaveURL(/szukaj=lody/);
  await listReady(page);
  await expect(cardNames(page)).toHaveText(searched.items.map((p) => p.name));

  await page.reload();
  await listReady(page);
  await openFilters(page);
  await expect(page.getByRole('checkbox', { name: 'Promocje' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Ukryj zrealizowane' })).toBeChecked();
  await expect(page.getByLabel('Kolejność')).toHaveValue('termin');
  await expect(page.getByLabel('Szukaj celu')).toHaveValue('lody');
  await expect(cardNames(page)).toHaveText(searched.items.map((p) => p.name));

  // A period narrows it further; "Wyczyść filtry" brings everything back (the sort stays).
  const periods = await api.get<{ items: { id: number; name: string }[] }>('/api/loyalty/plan/period/list');
  await page.getByLabel('Szukaj celu').fill('');
  await page.getByLabel('Okres').selectOption({ label: periods.items[1]!.name });
  await expect(page).toHaveURL(new RegExp(`okres=${periods.items[1]!.id}`));
  await page.getByRole('button', { name: 'Wyczyść filtry' }).first().click();
  await listReady(page);
  await expect(page).toHaveURL(/\/goals\?sort=termin$/);
  await expect(page.getByText(`Znaleziono ${all.total} celów`)).toBeVisible();
});

test('a search with no match says so and offers to clear the filters', async ({ page }) => {
  await loginAs(page, 'demo');
  await page.goto('/goals?szukaj=nie-ma-takiego-celu');
  await expect(page.getByText('Żaden cel nie pasuje do wybranych filtrów.')).toBeVisible();
  await page.getByRole('button', { name: 'Wyczyść filtry' }).last().click();
  await listReady(page);
  await expect(cards(page)).toHaveCount(12);
  await expect(page).toHaveURL(/\/goals$/);
});

test('a bad link falls back to the defaults with a Polish note', async ({ page }) => {
  await loginAs(page, 'demo');
  await page.goto('/goals?okres=abc&sort=%3Cscript%3E&strona=-3&grupy=999');
  await expect(page.getByText('Część ustawień z adresu strony była nieprawidłowa')).toBeVisible();
  await listReady(page);
  await expect(page.getByText('pomijamy ten filtr')).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(page).toHaveURL(/\/goals$/);
});

test('pages through the plans of a participant who has more than one page', async ({ page }) => {
  const session = await loginAs(page, 'frsh');
  const api = apiOf(page.request, session.token);
  const first = await api.plans({ page: 1 });
  const second = await api.plans({ page: 2 });
  expect(first.totalPages).toBe(2);
  await page.goto('/goals');
  await listReady(page);
  await page.getByRole('navigation', { name: 'Strony listy celów' }).getByRole('button', { name: 'Następna' }).click();
  await expect(page).toHaveURL(/strona=2/);
  await listReady(page);
  await expect(cardNames(page)).toHaveText(second.items.map((p) => p.name));
  await page.reload();
  await listReady(page);
  await expect(cardNames(page)).toHaveText(second.items.map((p) => p.name));
  await expect(page.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
  expect(first.items.map((p) => p.name)).not.toEqual(second.items.map((p) => p.name));
});

test("a plan's steps, total and pace show the numbers the API returns", async ({ page }) => {
  const session = await loginAs(page, 'demo');
  const api = apiOf(page.request, session.token);
  await page.goto('/goals');
  await listReady(page);
  const list = await api.plans({});
  const plan = list.items.find((p) => p.state === 'active' && p.earnedPoints === 0)!;

  const card = cards(page)
    .filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) })
    .first();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round(plan.progress * 100)));
  await card.getByRole('button', { name: 'Progi i tempo' }).click();
  const dialog = page.getByRole('dialog', { name: plan.name });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`cel=${plan.planId}`));

  const steps = await api.get<PlanStepResult>(`/api/loyalty/plan/step/result/${plan.planId}`);
  const total = await api.get<PlanTotalResult>(`/api/loyalty/plan/total/result/${plan.planId}`);
  const rows = dialog.getByTestId('plan-step');
  await expect(rows).toHaveCount(steps.steps.length);
  for (const [i, step] of steps.steps.entries()) {
    await expect(rows.nth(i)).toContainText(withUnit(step.threshold, steps.unit));
    await expect(rows.nth(i)).toContainText(formatPoints(step.points, steps.currency));
    await expect(rows.nth(i)).toContainText(
      step.reached ? 'Osiągnięty' : `Brakuje ${withUnit(step.missing, steps.unit)}`,
    );
  }
  await expect(dialog.getByTestId('plan-current')).toHaveText(withUnit(total.currentValue, steps.unit));
  await expect(dialog.getByTestId('plan-target')).toHaveText(withUnit(total.targetValue, steps.unit));

  // The pace: the shares, the next step and what it needs per day, as the API computed them.
  const pace = dialog.getByTestId('plan-pace');
  await expect(pace).toContainText(
    `Jesteś na ${Math.round(total.pace.progressShare * 100)}% celu, a minęło ${Math.round(total.pace.elapsedShare * 100)}% okresu.`,
  );
  const nextNumber = steps.steps.findIndex((s) => s.threshold === total.nextStep!.threshold) + 1;
  await expect(pace).toContainText(`Aby osiągnąć próg ${nextNumber}, potrzebujesz ok.`);
  const text = describePace({ state: plan.state, unit: steps.unit, total, steps: steps.steps });
  for (const sentence of text.sentences) await expect(pace).toContainText(sentence);

  // Escape closes it, the URL forgets it and focus returns to the card.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/cel=/);
  await expect(card.getByRole('button', { name: 'Progi i tempo' })).toBeFocused();
});

test('a shared link opens the plan it names', async ({ page }) => {
  const session = await loginAs(page, 'demo');
  const list = await apiOf(page.request, session.token).plans({ hideExpired: true, hideRealisedPlans: true });
  const plan = list.items[0]!;
  await page.goto(`/goals?cel=${plan.planId}`);
  await expect(page.getByRole('dialog', { name: plan.name })).toBeVisible();
  await expect(page.getByTestId('plan-pace')).toBeVisible();
});

test.describe('a stale link', () => {
  // ?cel=99999 is a real 404 answer of the API, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('a stale link to a goal says once that there is no such goal, with no retry; closed, it leaves the list', async ({
    page,
  }) => {
    await loginAs(page, 'demo');
    await page.goto('/tasks');
    await page.goto('/goals?cel=99999');
    const sheet = page.getByRole('dialog', { name: 'Nie ma takiego celu' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('status')).toContainText(
      'Nie znaleźliśmy tego celu. Mógł zostać usunięty albo nie bierzesz w\u00a0nim udziału.',
    );
    await expect(sheet.getByRole('button', { name: 'Spróbuj ponownie' })).toHaveCount(0);
    await expect(page.getByText('Nie udało się wczytać celu.')).toHaveCount(0);
    // Said once: the sheet, not a toast with the server's words as well.
    await page.waitForTimeout(500);
    await expect(page.getByText(/Nie znaleziono celu/)).toHaveCount(0);

    await sheet.getByRole('button', { name: 'Zobacz moje cele' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL('/goals');
    await listReady(page);
    await expect(cards(page).first()).toBeVisible();
    // The link's own entry became /goals: Back leaves the page, it does not open the sheet again.
    await page.goBack();
    await expect(page).toHaveURL('/tasks');
  });
});

test('a returning participant sees the list from the session cache at once', async ({ page }) => {
  await loginAs(page, 'demo');
  await page.goto('/goals');
  await listReady(page);
  const names = await cardNames(page).allTextContents();
  // The next visit's answer is held back: the cached list must already be on screen.
  await page.route('**/api/loyalty/plan/result', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8000));
    await route.continue();
  });
  await page.goto('/tasks');
  const asked = page.waitForResponse('**/api/loyalty/plan/result', { timeout: 15_000 });
  await page.goto('/goals');
  await expect(page.locator('.goal-grid .goal-card__name')).toHaveText(names, { timeout: 6000 });
  // Its own list asked again is shown as it is: not dimmed, not busy, no "wczytywanie…".
  await expect(page.locator('.goal-grid')).not.toHaveAttribute('aria-busy');
  await expect(page.locator('.goal-grid')).toHaveCSS('opacity', '1');
  await expect(page.getByText('wczytywanie…')).toBeHidden();
  // Then the held-back answer revalidates it.
  await asked;
  await expect(page.locator('.goal-grid .goal-card__name')).toHaveText(names);
});

test('the list loads without layout shift (CLS ≤ 0.02)', async ({ page }) => {
  await loginAs(page, 'demo');
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/goals');
    await listReady(page);
    await expect(cards(page).first().locator('img')).toBeVisible();
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, `CLS at ${width} px`).toBeLessThanOrEqual(0.02);
  }
});

test('Moje cele and a plan dialog have no serious accessibility violations', async ({ page }) => {
  await loginAs(page, 'demo');
  await page.goto('/goals');
  await listReady(page);
  const serious = async () =>
    (await axe(page).include('main').analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'Progi i tempo' }).first().click();
  await expect(page.getByTestId('plan-pace')).toBeVisible();
  expect(
    (await axe(page).include('[role="dialog"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);
});
