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

for (const [bin, args] of steps) {
  console.log(`\n▶ ${bin} ${args.join(' ')}`);
  const code = bin === 'node' ? await runNode(args) : await runBin(bin, args);
  if (code !== 0) {
    console.error(`\n✗ ${bin} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}
console.log('\n✓ all suites passed');
