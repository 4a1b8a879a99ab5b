/**
 * Debian's Chromium and the flags it runs with here (DEVELOPERS.md): browsers cannot be
 * downloaded on our machines, so the e2e tests and the bench use it when Playwright's own
 * browser is missing.
 */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell (package chromium-headless-shell): the same engine without the
 * browser's own UI, as Playwright runs headless tests in its own builds. The e2e suite runs
 * about a quarter faster in it than in the full browser here, so the tests prefer it.
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
