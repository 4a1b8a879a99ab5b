/** The CDN's headers (dist/_headers) as served, and the pages running under that CSP without a violation. */
import { expect, test } from './fixtures.ts';
import { islandsHydrated } from './support/islands.ts';

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

test('pages, assets and the 404 page carry the security headers', async ({ request }) => {
  const page = await request.get('/goals');
  const html = await page.text();
  const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset, 'the page references a hashed asset').toBeTruthy();
  for (const path of ['/goals', '/award/5', asset!, '/nope']) {
    const headers = (await request.get(path)).headers();
    expect(headers, path).toMatchObject(SECURITY);
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp, path).toContain("connect-src 'self'");
    expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
  }
});

test('hashed assets are immutable and pages revalidate', async ({ request }) => {
  const html = await (await request.get('/goals')).text();
  const asset = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
  expect((await request.get(asset!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of ['/', '/goals', '/goals/', '/award/5', '/activate-account/abc']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  }
});

test('the host configuration files are not served', async ({ request }) => {
  for (const path of ['/_headers', '/_redirects', '/_nginx.conf']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the guard and the islands run under the CSP (no violation is logged)', async ({ page }) => {
  // A blocked inline script or module logs a console error, which fails the test (fixtures.ts).
  await page.goto('/');
  // The login form; the Toaster is no island (it renders on the first toast: toasts.spec.ts).
  await expect(page.locator('astro-island')).toHaveCount(1);
  await islandsHydrated(page);
  await expect(page.locator('html')).toHaveClass(/not-loggedin/);
});
