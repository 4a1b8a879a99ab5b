/**
 * `npm run bench`: the performance report. Builds the site when it is stale,
 * runs every section, prints the report and writes it to
 * bench/results/<YYYY-MM-DD>.md. A section is a function
 * ({ dist, results }) => Markdown (sync or async), named in SECTIONS; it may leave
 * its figures in `results` for a later one (the targets table reads the load
 * timings and Lighthouse figures of the same run).
 *
 * `npm run bench -- --only=load,lighthouse` (also `--only load` or
 * BENCH_ONLY=load,lighthouse) runs the sections whose names hold those words and
 * writes bench/results/<date>-<words>.md, so the day's whole report stays whole.
 * BENCH_RUNS sets the load-timing runs per page and network (default 5),
 * BENCH_LIGHTHOUSE_RUNS the Lighthouse runs per page (default 3).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { DIST, ensureBuilt } from '../scripts/lib/build.mjs';
import { ROOT } from '../scripts/lib/run.mjs';
import { apiSection } from './api-run.mjs';
import { bytesSection } from './bytes.mjs';
import { catalogueScaleSection } from './catalogue-scale.mjs';
import { journeysSection } from './journeys.mjs';
import { layoutShiftSection } from './layout-shift.mjs';
import { lighthouseSection } from './lighthouse.mjs';
import { loadTimingsSection } from './load-timings.mjs';
import { offlineSection } from './offline.mjs';
import { requestedSections, selectSections } from './select.mjs';
import { targetsSection } from './targets.mjs';

/** In the report's order; `site: false` for sections that measure the API alone (no build needed). */
const SECTIONS = [
  { name: 'bytes', run: bytesSection },
  { name: 'load-timings', run: loadTimingsSection },
  { name: 'lighthouse', run: lighthouseSection },
  { name: 'targets', run: targetsSection },
  { name: 'layout-shift', run: layoutShiftSection },
  { name: 'journeys', run: journeysSection },
  { name: 'offline', run: offlineSection },
  { name: 'api', run: apiSection, site: false },
  { name: 'catalogue', run: catalogueScaleSection, site: false },
];

const words = requestedSections(process.argv.slice(2), process.env);
let chosen;
try {
  chosen = selectSections(SECTIONS, words);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

if (chosen.some((section) => section.site !== false)) await ensureBuilt();
const date = new Date().toISOString().slice(0, 10);
const parts = [
  `# Punkty benchmarks, ${date}`,
  '',
  `Commit ${commit()}, Node ${process.version}, ${process.platform}/${process.arch}, ${cpus().length} cores.`,
];
const results = {};
for (const section of chosen) parts.push('', await section.run({ dist: DIST, results }));
const report = `${parts.join('\n')}\n`;

const dir = join(ROOT, 'bench', 'results');
mkdirSync(dir, { recursive: true });
const suffix = words ? `-${words.join('-').replace(/[^a-z0-9-]/g, '')}` : '';
const file = join(dir, `${date}${suffix}.md`);
writeFileSync(file, report);
console.log(report);
console.log(`Written to ${file}`);
