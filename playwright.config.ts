/**
 * End-to-end tests in Chromium against the built site, served by
 * scripts/start.mjs exactly as the CDN serves it. `npm test` builds first;
 * alone: `npm run build && npm run test:e2e`.
 */
import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Playwright's own Chromium when it is installed; otherwise Debian's headless shell, or its
// full browser (browsers cannot be downloaded on our machines: DEVELOPERS.md).
const systemChromium = [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) => existsSync(path));
const launchOptions =
  !existsSync(chromium.executablePath()) && systemChromium
    ? { executablePath: systemChromium, args: CHROMIUM_FLAGS }
    : {};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Two workers share two cores with the browser and the server: a CI run once needed over 5 s
  // for a page's data to show (a plan's dialog, the orders' list), so 15 s, and 60 s a test.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // Locally a failed test keeps its trace. CI's traces stay on its machine, out of reach, and
    // recording one for every test cost a quarter of the run (a11y.spec: 3.7 min without, 4.9 with).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker (docs/decisions/024) is tested by the specs about it, which allow it
    // (offline.spec.ts, deploy.spec.ts, …); elsewhere a test sees the network, not a cache.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    // process.execPath: the Node running Playwright (24), not the first in PATH.
    // The real API with a fresh demo database of its own for every run (never mocks).
    command: `"${process.execPath}" scripts/start.mjs --no-build --fresh-db`,
    url: `${BASE_URL}/api/health`,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? `.data/e2e-${PORT}`,
      EXPOSE_OUTBOX: '1',
      LOG_REQUESTS: '0',
      // Every test logs in from 127.0.0.1: the per-address login limit is for real clients.
      LOGIN_ATTEMPTS_PER_ADDRESS: '10000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
