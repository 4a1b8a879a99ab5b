/**
 * Debian's Chromium and the flags it runs with here (DEVELOPERS.md): browsers cannot be
 * downloaded on our machines, so the e2e tests and the bench use it when Playwright's own
 * browser is missing.
 */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
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
