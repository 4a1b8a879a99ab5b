// `npm run audit` (part of `npm run check`): the runtime dependencies must have no high or
// critical advisories. When the registry's advisory endpoint cannot be reached (an offline
// mirror, a proxy that allows only GET), says so and passes; `--strict` fails instead.
import { spawnSync } from 'node:child_process';

const strict = process.argv.includes('--strict');
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = { message: (run.stderr || 'no output').trim().split('\n').pop() };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const message = `npm audit could not reach the advisory database (${report.message ?? report.error?.summary ?? 'unknown error'}).`;
  if (strict) {
    console.error(`${message} Failing because of --strict.`);
    process.exit(1);
  }
  console.warn(`${message} Skipped: run it where the registry is reachable.`);
  process.exit(0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (runtime dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`,
);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical') console.error(`  ${v.severity}: ${name} (${v.range})`);
  }
  process.exit(1);
}
