/**
 * The access guard of src/lib/guard/guard.js in a real browser, under the real CSP:
 * redirect memory (spec section 2), the logout flag and the 404 fallback.
 */
import type { Page } from '@playwright/test';
import { expect, loggedInUser, seedSession, sessionValue, test } from './fixtures.ts';

/**
 * Records, in every document of the tab (keyed by path), the root element's
 * visibility each time an element of <body> is parsed. Body content parsed
 * while the root is hidden is never painted. (Chromium even stops parsing the
 * moment the guard navigates away, so usually there is nothing to record.)
 */
async function recordBodyParsing(page: Page) {
  await page.addInitScript(() => {
    const path = location.pathname;
    const seen: string[] = [];
    const save = () => {
      try {
        sessionStorage.setItem(`parsed:${path}`, JSON.stringify(seen));
      } catch {
        // storage unavailable: the assertions on the recording fail loudly
      }
    };
    save();
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element && (node.nodeName === 'BODY' || node.closest('body'))) {
            seen.push(getComputedStyle(document.documentElement).visibility);
          }
        }
      }
      save();
    }).observe(document, { childList: true, subtree: true });
  });
}

async function bodyParsing(page: Page, path: string): Promise<string[] | null> {
  const value = await sessionValue(page, `parsed:${path}`);
  return value === null ? null : (JSON.parse(value) as string[]);
}

/** Holds the response of `path` back, so the page that redirects there keeps parsing meanwhile. */
async function delay(page: Page, path: string, ms = 600) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

test.describe('a logged-out visitor', () => {
  test('on /goals?x=1 lands on / with the target saved, and /goals is never painted', async ({ page }) => {
    await recordBodyParsing(page);
    await delay(page, '/');
    await page.goto('/goals?x=1');
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Logowanie — Punkty');
    expect(await sessionValue(page, 'postLoginTarget')).toBe('/goals?x=1');
    const goals = await bodyParsing(page, '/goals');
    expect(goals, 'the recorder ran in the /goals document').not.toBeNull();
    expect(goals!.filter((visibility) => visibility !== 'hidden')).toEqual([]);
    // The same recorder does see the content of a page that may show.
    expect(await bodyParsing(page, '/')).toContain('visible');
    await expect(page.locator('html')).toHaveClass(/not-loggedin/);
  });

  test('who just logged out gets no target, and the flag is consumed', async ({ page }) => {
    await seedSession(page, { loggedOut: '1', postLoginTarget: '/tasks' });
    await page.goto('/history?page=2');
    await expect(page).toHaveURL('/');
    expect(await sessionValue(page, 'postLoginTarget')).toBeNull();
    expect(await sessionValue(page, 'loggedOut')).toBeNull();
  });

  test('with an expired session is logged out', async ({ page }) => {
    const expired = JSON.stringify({ token: `x.${btoa(JSON.stringify({ exp: 1 }))}.y` });
    await seedSession(page, { user: expired });
    await page.goto('/profile');
    await expect(page).toHaveURL('/');
    expect(await sessionValue(page, 'postLoginTarget')).toBe('/profile');
  });

  test('with garbage in sessionStorage is logged out, and nothing breaks', async ({ page }) => {
    await seedSession(page, { user: '{"token": 42', postLoginTarget: '//evil.example' });
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logowanie');
  });

  test('on an activation link stays there', async ({ page }) => {
    await page.goto('/activate-account/6f1c2a4e-3b7d-4c1e-9a2f-0d5e8b7c6a41');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktywacja konta');
    await expect(page).toHaveURL('/activate-account/6f1c2a4e-3b7d-4c1e-9a2f-0d5e8b7c6a41');
  });

  test('on any other path is sent to / without a target, and the login says why', async ({ page }) => {
    await page.goto('/nope?a=1');
    await expect(page).toHaveURL('/');
    expect(await sessionValue(page, 'postLoginTarget')).toBeNull();
    await expect(page.getByRole('status').filter({ hasText: 'Adres „/nope” nie prowadzi' })).toBeVisible();
    // Once: a reload of the login page does not say it again.
    await page.reload();
    await expect(page.getByLabel('Login lub adres e-mail')).toBeVisible();
    await expect(page.getByText(/nie prowadzi do żadnej strony/)).toHaveCount(0);
  });
});

test.describe('a logged-in visitor', () => {
  // The guard only decodes the token; the API the shell and the islands call refuses a fake one.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('on a protected page stays, with the page visible', async ({ page }) => {
    await seedSession(page, { user: loggedInUser() });
    await page.goto('/goals');
    await expect(page).toHaveURL('/goals');
    await expect(page.locator('html')).not.toHaveClass(/not-loggedin/);
    await expect(page.locator('html')).toHaveCSS('visibility', 'visible');
  });

  test('on / goes to the stored target, which is then cleared', async ({ page }) => {
    await seedSession(page, { user: loggedInUser(), postLoginTarget: '/awards-catalog?page=2' });
    await page.goto('/');
    await expect(page).toHaveURL('/awards-catalog?page=2');
    expect(await sessionValue(page, 'postLoginTarget')).toBeNull();
  });

  test('on / without a target goes to /goals', async ({ page }) => {
    await seedSession(page, { user: loggedInUser() });
    await page.goto('/');
    await expect(page).toHaveURL('/goals');
  });

  test('on an unknown path goes to the stored target', async ({ page }) => {
    await seedSession(page, { user: loggedInUser(), postLoginTarget: '/profile' });
    await page.goto('/nope');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil');
    expect(await sessionValue(page, 'postLoginTarget')).toBeNull();
  });

  test('on an unknown path without a target goes to /goals, which says why', async ({ page }) => {
    await seedSession(page, { user: loggedInUser() });
    await page.goto('/some/old/link');
    await expect(page).toHaveURL('/goals');
    await expect(page.getByText('Adres „/some/old/link” nie prowadzi do żadnej strony programu')).toBeVisible();
  });

  test('may open the counter and the legal pages', async ({ page }) => {
    await seedSession(page, { user: loggedInUser() });
    for (const path of ['/counter', '/rodo', '/terms-and-conditions']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });
});

test('an unknown path answers 404 with the fallback page', async ({ request }) => {
  const response = await request.get('/nope');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<title>Nie znaleziono strony — Punkty</title>');
  expect(html).toContain('postLoginTarget');
});
