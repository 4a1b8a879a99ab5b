/**
 * Byte budgets of a first visit, measured on the build under test by the
 * bench's own code (bench/bytes.mjs). Brotli KiB. Raising a budget is a
 * decision: say in the commit what the bytes buy.
 */
import { fileURLToPath } from 'node:url';
import { measureRoutes } from '../../bench/bytes.mjs';
import { expect, test } from './fixtures.ts';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const KIB = 1024;

/** Per access kind: the most brotli bytes of HTML, and of everything together. */
const BUDGETS = {
  // The legal pages are prose: no JavaScript at all (issue 2).
  public: { html: 6 * KIB, total: 8 * KIB, js: 0 },
  // Logged-out pages: the guard, the Toaster island (Solid + solid-toast).
  loggedOutOnly: { html: 6 * KIB, total: 24 * KIB, js: 16 * KIB },
  // Logged-in pages: plus the top bar, footer and prefetch.
  protected: { html: 7 * KIB, total: 28 * KIB, js: 18 * KIB },
} as const;

for (const { route, totals } of measureRoutes(DIST)) {
  const budget = route.path === '/counter' ? BUDGETS.loggedOutOnly : BUDGETS[route.access];
  test(`${route.path} stays within its byte budget`, () => {
    const total = totals.html.brotli + totals.css.brotli + totals.js.brotli;
    expect(totals.html.brotli, 'HTML').toBeLessThanOrEqual(budget.html);
    expect(totals.js.brotli, 'JS').toBeLessThanOrEqual(budget.js);
    expect(total, 'total').toBeLessThanOrEqual(budget.total);
  });
}
