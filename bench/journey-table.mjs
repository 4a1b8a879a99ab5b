/**
 * The journeys section's table (pure): per journey step and CPU tier, ours and the usual
 * way's time from the tap to the data shown (median and range of the runs), the API
 * requests per tap, the ratio, and issue 24's targets where they apply (at mid-tier, the
 * tier of its acceptance).
 */
import { formatMs, median, versus } from './metrics.mjs';

/** The tier the targets are judged at. */
export const TARGET_TIER = 'mid-tier';
/** Catalogue → award: at most 1.5× the usual way's time in the same run (aim: 1.0×). */
export const AWARD_RATIO_MAX = 1.5;
/** A top-bar switch to a page seen earlier in the session. */
export const SEEN_EARLIER_MAX_MS = 300;
/** Login tap → /goals data. */
export const LOGIN_MAX_MS = 1200;
/** API requests per tap after the first page. */
export const REQUESTS_MAX = 3;

const finite = (values) => values.filter(Number.isFinite);

/** "964 ms (678 ms–1.02 s)"; "—" without figures; failed runs said. */
export function timeCell(runs) {
  if (!runs) return '—';
  const ms = finite(runs.ms);
  const failed = runs.failed ? `, ${runs.failed} run(s) failed` : '';
  if (ms.length === 0) return `—${failed ? ` (${failed.slice(2)})` : ''}`;
  const range = ms.length > 1 ? ` (${formatMs(Math.min(...ms))}–${formatMs(Math.max(...ms))}${failed})` : failed;
  return `${formatMs(median(ms))}${range}`;
}

/** "3 of 4": how many of our timed taps, at every tier, a page prerendered in a session of its own showed. */
export function prerenderedSummary(results) {
  let shown = 0;
  let timed = 0;
  for (const { ours } of results)
    for (const runs of Object.values(ours)) {
      shown += runs.prerendered ?? 0;
      timed += finite(runs.ms).length;
    }
  return `${shown} of ${timed}`;
}

/** "9 (7–14)" per tap; "7" when every run agrees. */
export function requestsCell(runs) {
  const counts = finite(runs?.requests ?? []);
  if (counts.length === 0) return '—';
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  return low === high ? `${low}` : `${median(counts)} (${low}–${high})`;
}

const ratioOf = (ours, theirs) => {
  const a = median(finite(ours?.ms ?? []));
  const b = median(finite(theirs?.ms ?? []));
  return a !== null && b !== null && b > 0 ? a / b : null;
};

/** The time target's cell of a row: its bound and verdict, at the target tier only. */
function timeTarget(row, tier, ours, ratio) {
  if (!row.target) return '';
  if (row.target.ratio !== undefined) {
    const bound = `≤ ${row.target.ratio}× the usual way (aim ${row.target.aim.toFixed(1)}×)`;
    return tier === TARGET_TIER && ratio !== null ? versus(bound, ratio, row.target.ratio) : bound;
  }
  const bound = `≤ ${formatMs(row.target.ms)}`;
  const value = median(finite(ours?.ms ?? []));
  return tier === TARGET_TIER ? versus(bound, value, row.target.ms) : bound;
}

function requestsTarget(row, tier, ours) {
  if (!row.afterFirstPage) return '';
  const bound = `≤ ${REQUESTS_MAX}`;
  return tier === TARGET_TIER ? versus(bound, median(finite(ours?.requests ?? [])), REQUESTS_MAX) : bound;
}

/**
 * `rows`: [{ key, label, peerKey (null: the usual way has no such page), peerNote?, target?:
 * { ms } | { ratio, aim }, afterFirstPage }]; `results`: [{ tier, ours: { [key]: runs },
 * peer: { [key]: runs } | null }], runs = { ms: [], requests: [], failed }.
 */
export function journeysTable(rows, results) {
  const lines = [
    '| journey | CPU | ours: data shown after the tap, median (range) | ours: API requests per tap | ' +
      'usual way: median (range) | usual way: requests | ours ÷ usual way | target (judged at mid-tier) | requests target |',
    '|---|---|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const row of rows) {
    for (const { tier, label, ours, peer } of results) {
      const mine = ours[row.key];
      const theirs = row.peerKey && peer ? peer[row.peerKey] : undefined;
      const ratio = ratioOf(mine, theirs);
      const missing = !peer ? 'not measured' : row.peerKey ? '—' : 'no such page';
      const note = theirs && row.peerNote ? ` ${row.peerNote}` : '';
      lines.push(
        `| ${row.label} | ${label ?? tier} | ${timeCell(mine)} | ${requestsCell(mine)} | ` +
          `${theirs ? timeCell(theirs) + note : missing} | ${theirs ? requestsCell(theirs) : '—'} | ` +
          `${ratio === null ? '—' : `${ratio.toFixed(2)}×`} | ${timeTarget(row, tier, mine, ratio)} | ` +
          `${requestsTarget(row, tier, mine)} |`,
      );
    }
  }
  return lines.join('\n');
}
