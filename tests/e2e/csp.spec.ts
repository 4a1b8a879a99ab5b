/**
 * The Content-Security-Policy of dist/_headers (issue 9, part 4): every route, logged out
 * and logged in with its data shown, and with the wallet panel and a plan's dialog open,
 * runs under the CSP the site server applies without a single violation. Violations are
 * collected from the page's own `securitypolicyviolation` events and from the console.
 * headers.spec.ts checks the served header itself (no 'unsafe-inline' for scripts). /admin,
 * the CMS for the legal documents, runs under a policy of its own (docs/decisions/017).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { headersFor, parseHeaders } from '../../server/src/site/rules.ts';
import { ROUTES } from '../../src/lib/routes.ts';
import { expect, networkSettled, test } from './fixtures.ts';
import { openSession, sharedSession } from './real-login.ts';
import { fillLogin } from './support/session.ts';

const DIST = process.env.PUNKTY_OUT_DIR || 'dist';

/** Starts collecting violations before any page script runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

/** Waits until the page's islands have run and its data calls have ended, lazy parts included. */
async function settle(page: Page) {
  await networkSettled(page);
  await page.mouse.wheel(0, 5000);
  await networkSettled(page);
}

let awardId = 0;
async function realAward(page: Page): Promise<number> {
  if (awardId) return awardId;
  const { token } = await sharedSession(page.request, 'demo');
  const list = await page.request.post('/api/loyalty/award/list', {
    headers: { authorization: `Bearer ${token}` },
    data: { page: 1, per: 1 },
  });
  awardId = (await list.json()).items[0].awardId;
  return awardId;
}

/** The Content-Security-Policy dist/_headers gives a path, as the hosts (and our server) combine the rules. */
function policyFor(path: string): string {
  const rules = parseHeaders(readFileSync(join(DIST, '_headers'), 'utf8'));
  return headersFor(rules, path).get('Content-Security-Policy') ?? '';
}

const scriptSrc = (policy: string) => /script-src ([^;]+)/.exec(policy)?.[1] ?? '';

test('dist/_headers allows no inline script but the hashed ones the pages carry', () => {
  // Every inline script of every built page is allowed by its hash, and by nothing wider.
  const pages = readdirSync(DIST, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(10);
  for (const file of pages) {
    const path = `/${file.split(sep).join('/')}`.replace(/index\.html$/, '');
    const sources = scriptSrc(policyFor(path));
    expect(sources, path).toMatch(/^'self'/);
    const html = readFileSync(join(DIST, file), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    if (path.startsWith('/admin/')) {
      // /admin's own policy (below) lists no hash: its page must carry no inline script.
      expect(inline, file).toEqual([]);
      continue;
    }
    expect(sources, path).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*|data:/);
    for (const [, body] of inline) {
      const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
      expect(sources, `an inline script of ${file}`).toContain(hash);
    }
    expect(html, file).not.toMatch(/\son[a-z]+=["']/i); // no inline event handlers either
  }
});

test('/admin has a policy of its own, and the portal keeps its policy', () => {
  const portal = policyFor('/goals');
  expect(policyFor('/nope')).toBe(portal);
  expect(policyFor('/administrator')).toBe(portal);
  for (const path of ['/admin', '/admin/', '/admin/decap-cms.js']) {
    const admin = policyFor(path);
    expect(admin, path).not.toContain(portal);
    // Only what the CMS needs: scripts from the site (and eval for its config schema), no inline script.
    expect(scriptSrc(admin), path).toBe("'self' 'unsafe-eval'");
    expect(admin, path).toContain("frame-ancestors 'none'");
    expect(admin, path).toContain("object-src 'none'");
  }
});

test.describe('the check itself', () => {
  // Chromium logs the refused script: expected here only.
  test.use({ allowedConsoleErrors: [/Content Security Policy/] });

  test('sees a violation: an injected inline script is refused and reported', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/rodo');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = 1';
      document.body.append(script);
    });
    await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
  });
});

test('/admin runs the CMS under its own policy without a violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/admin/');
  // The CMS has loaded, compiled its configuration and shows its login (Git Gateway here).
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible({ timeout: 30_000 });
  await networkSettled(page);
  expect(await violations()).toEqual([]);
});

test.describe('every route under the CSP', () => {
  for (const route of ROUTES) {
    test(`${route.path} logged out`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(route.example);
      await settle(page);
      expect(await violations()).toEqual([]);
    });

    test(`${route.path} logged in as demo, data shown`, async ({ page }) => {
      const violations = await watchCsp(page);
      await openSession(page, 'demo');
      const url = route.path === '/award/:awardId' ? `/award/${await realAward(page)}` : route.example;
      await page.goto(url);
      await settle(page);
      if (route.access === 'protected') await expect(page.locator('.app-footer')).toContainText(/\d\s*vp/);
      expect(await violations()).toEqual([]);
    });
  }

  test('client-side navigations through every logged-in page and back, and a login, run the router under it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    // Login: the reload of / and the router's replace with /goals (D17).
    await page.goto('/');
    await fillLogin(page, 'demo');
    await expect(page).toHaveURL('/goals', { timeout: 20_000 });
    // The popup of the login (its code loads too, under the same policy).
    const popup = page.getByRole('dialog');
    await popup.getByRole('button', { name: 'Zamknij' }).click({ timeout: 15_000 });
    await expect(popup).toBeHidden();
    await page.evaluate(() => ((window as { __document?: number }).__document = 1));
    // Each page's inline scripts, new to the session, are run by the router after the swap.
    for (const [label, path] of [
      ['Zadania', '/tasks'],
      ['Nagrody', '/awards'],
      ['Zasady', '/rules'],
      ['Historia', '/history'],
      ['Moje cele', '/goals'],
    ] as const) {
      await page.locator('.topbar__nav--wide').getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await settle(page);
    }
    await page.getByRole('link', { name: /Profil/ }).click();
    await expect(page).toHaveURL('/profile');
    await settle(page);
    await page.goBack();
    await expect(page).toHaveURL('/goals');
    await settle(page);
    expect(await page.evaluate(() => (window as { __document?: number }).__document)).toBe(1);
    expect(await violations()).toEqual([]);
  });

  test('the wallet panel and a plan dialog open', async ({ page }) => {
    const violations = await watchCsp(page);
    await openSession(page, 'demo');
    await page.goto('/goals');
    await settle(page);
    await page.getByRole('button', { name: /Portfel/ }).click();
    await expect(page.getByRole('dialog', { name: 'Portfel' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Progi i tempo' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await networkSettled(page);
    expect(await violations()).toEqual([]);
  });
});
