/**
 * `npm test`: every suite, in the order that fails fastest. Unit and
 * component tests (Vitest: site, tools, server), then a fresh build, then the
 * participant's journeys in Firefox and WebKit (tests/engines), then the
 * end-to-end tests in Chromium against that build. Stops at the first failure
 * and exits with its code. Extra arguments go to Playwright.
 */
import { runBin, runNode } from './lib/run.mjs';

const steps = [
  ['vitest', ['run']],
  ['astro', ['build']],
  ['node', ['tests/engines/run.ts']],
  ['playwright', ['test', ...process.argv.slice(2)]],
];

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const start = Date.now();
for (const [bin, args] of steps) {
  const name = `${bin} ${args.join(' ')}`;
  console.log(`\n▶ ${name}`);
  const began = Date.now();
  const code = bin === 'node' ? await runNode(args) : await runBin(bin, args);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code}) after ${seconds(began)}`);
    process.exit(code);
  }
  // CI's whole run must stay under 30 minutes: each step says what it took.
  console.log(`\n✓ ${name} (${seconds(began)})`);
}
console.log(`\n✓ all suites passed (${seconds(start)})`);
