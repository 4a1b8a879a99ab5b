/**
 * `npm run bench`: the performance report. Builds the site when it is stale,
 * runs every section, prints the report and writes it to
 * bench/results/<YYYY-MM-DD>.md. A section is a module exporting a function
 * ({ dist }) => Markdown (sync or async); add new ones to SECTIONS.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ensureBuilt } from '../scripts/lib/build.mjs';
import { ROOT } from '../scripts/lib/run.mjs';
import { bytesSection } from './bytes.mjs';
import { apiSection } from './api-run.mjs';
import { catalogueScaleSection } from './catalogue-scale.mjs';
import { layoutShiftSection } from './layout-shift.mjs';

const SECTIONS = [bytesSection, layoutShiftSection, apiSection, catalogueScaleSection];

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

await ensureBuilt();
const date = new Date().toISOString().slice(0, 10);
const parts = [
  `# Punkty benchmarks, ${date}`,
  '',
  `Commit ${commit()}, Node ${process.version}, ${process.platform}/${process.arch}.`,
];
for (const section of SECTIONS) parts.push('', await section({ dist: DIST }));
const report = `${parts.join('\n')}\n`;

const dir = join(ROOT, 'bench', 'results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `${date}.md`);
writeFileSync(file, report);
console.log(report);
console.log(`Written to ${file}`);
