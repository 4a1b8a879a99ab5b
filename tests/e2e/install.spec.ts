/**
 * The portal can be installed (issue 17): Chromium's own installability check (CDP
 * Page.getInstallabilityErrors, the check behind the browser's install prompt: Lighthouse
 * 13 no longer has a PWA category) finds nothing missing on a logged-in page and on the
 * login page, and the web app manifest says what the issue asks, in Polish.
 */
import { expect, test } from './fixtures.ts';
import { openSession } from './real-login.ts';
import { workerInControl } from './support/worker.ts';

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

for (const path of ['/goals', '/']) {
  test(`${path}: Chromium finds no installability error`, async ({ playwright, launchOptions, baseURL }, testInfo) => {
    // A browser profile of its own: Playwright's usual contexts are incognito, where no app installs.
    const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      ...launchOptions,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      if (path !== '/') await openSession(page, 'demo');
      await page.goto(path);
      await workerInControl(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 20_000 })
        .toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('the manifest: Polish names, /goals in a window of its own, the brand colour, icons for every launcher', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Punkty — program lojalnościowy',
    short_name: 'Punkty',
    lang: 'pl',
    start_url: '/goals',
    display: 'standalone',
    theme_color: '#007930',
  });
  const sizes = (purpose: string) =>
    manifest.icons
      .filter((icon) => (icon.purpose ?? 'any') === purpose && icon.type === 'image/png')
      .map((i) => i.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toEqual(['512x512']);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    if (icon.type !== 'image/png') continue;
    // The PNG's own width and height (IHDR) are the sizes it claims.
    const png = await file.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});
