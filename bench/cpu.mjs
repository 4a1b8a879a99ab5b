/**
 * CPU slowdown calibrated the way Chrome DevTools calibrates its presets (issue 24): the
 * rate of CDP Emulation.setCPUThrottlingRate that brings Lighthouse's benchmarkIndex,
 * measured in a page of the browser under test, to 1000 (a mid-tier phone, a Pixel 5) and
 * to 264 (a low-tier phone, a Moto G4 Power 2022). The same machine gives another rate on a
 * quiet hour and a busy one, so a run calibrates at its start and reports what it found.
 *
 * How: the unthrottled index (median of BENCH_CPU_RUNS runs, default 5, after one to warm
 * V8 up), then for each tier a first rate of unthrottled ÷ target, the index re-measured
 * under it, and the rate adjusted (nextRate) until the index is close enough or the steps
 * run out; the closest rate measured wins. Lighthouse's own page function runs in the page.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './metrics.mjs';

export const CPU_TIERS = [
  { name: 'mid-tier', target: 1000 },
  { name: 'low-tier', target: 264 },
];

/** The tiers a run measures: BENCH_TIERS ("mid-tier", comma-separated) narrows them for a quick look. */
const tiersOfRun = (names = process.env.BENCH_TIERS) =>
  names ? CPU_TIERS.filter((tier) => names.split(',').includes(tier.name)) : CPU_TIERS;
/** Re-measures per tier after the first rate (DevTools' bisect allows 8). */
const MAX_STEPS = 6;

/** The throttling backend keeps rates to the hundredth; below 1 there is nothing to slow. */
export const truncateRate = (rate) => Math.max(1, Math.floor(rate * 100) / 100);

/** Within 10 points (DevTools' own tolerance) or 3 %, whichever is wider: the index is noisy. */
export function closeEnough(index, target) {
  return Math.abs(index - target) <= Math.max(10, target * 0.03);
}

/**
 * The next rate to try after the rates `tried` ([{ rate, index }], the last one latest). The
 * index falls about in proportion to the rate, so the last rate scaled by index ÷ target; kept
 * strictly between the fastest rate known too fast and the slowest known too slow, else the
 * middle of those two (the index is neither exactly proportional nor free of noise). Null when
 * that rate was already measured: nothing more to learn at this resolution.
 */
export function nextRate(target, tried) {
  const last = tried.at(-1);
  let rate = (last.rate * last.index) / target;
  const tooFast = tried.filter((t) => t.index > target).map((t) => t.rate);
  const tooSlow = tried.filter((t) => t.index < target).map((t) => t.rate);
  const low = tooFast.length ? Math.max(...tooFast) : null;
  const high = tooSlow.length ? Math.min(...tooSlow) : null;
  if (low !== null && high !== null) {
    // Noise can leave the bracket upside down; then the proportional step alone.
    if (low < high && !(rate > low && rate < high)) rate = (low + high) / 2;
  } else if (low !== null && rate <= low) rate = low * 1.1;
  else if (high !== null && rate >= high) rate = high / 1.1;
  const next = truncateRate(rate);
  return tried.some((t) => t.rate === next) ? null : next;
}

/** The tried rate whose index came closest to the target. */
export function closest(target, tried) {
  return tried.reduce((best, t) => (Math.abs(t.index - target) < Math.abs(best.index - target) ? t : best));
}

/**
 * Finds the rate for one target with `measure(rate)` → index: starts at unthrottled ÷ target.
 * Resolves { rate, index, steps }; a machine slower than the target gets rate 1 and says so
 * by its index.
 */
export async function findRate(target, unthrottled, measure) {
  const tried = [];
  let rate = truncateRate(unthrottled / target);
  for (let step = 0; step <= MAX_STEPS && rate !== null; step++) {
    const index = await measure(rate);
    tried.push({ rate, index });
    if (closeEnough(index, target) || (rate === 1 && index < target)) break;
    rate = nextRate(target, tried);
  }
  return { ...closest(target, tried), steps: tried };
}

/** One run of Lighthouse's benchmark, as an expression (about 1 s: two halves of 500 ms). */
export const BENCHMARK_EXPRESSION = `(${pageFunctions.computeBenchmarkIndex})()`;

/** `measure(rate)` → the median index of `runs` runs under that rate in the probe's page. */
function measurer(probe, runs, log) {
  return async (rate) => {
    await probe.setRate(rate);
    const indexes = [];
    for (let i = 0; i < runs; i++) indexes.push(await probe.evaluate(BENCHMARK_EXPRESSION));
    const index = median(indexes);
    log(`cpu: rate ${rate}: benchmarkIndex ${Math.round(index)} (runs ${indexes.map(Math.round).join(', ')})`);
    return index;
  };
}

const RUNS = () => Number(process.env.BENCH_CPU_RUNS) || 5;

/**
 * Calibrates in a page: `probe.evaluate(expression)` answers a value from the page,
 * `probe.setRate(rate)` throttles its CPU. Resolves { unthrottled, tiers: [{ name, target,
 * rate, index, steps }] } and leaves the page unthrottled.
 */
export async function calibrateCpu(probe, { runs = RUNS(), log = () => {} } = {}) {
  const measure = measurer(probe, runs, log);
  try {
    await probe.setRate(1);
    await probe.evaluate(BENCHMARK_EXPRESSION); // V8 warms up
    const unthrottled = await measure(1);
    const tiers = [];
    for (const tier of tiersOfRun()) tiers.push({ ...tier, ...(await findRate(tier.target, unthrottled, measure)) });
    return { unthrottled, tiers };
  } finally {
    await probe.setRate(1);
  }
}

/**
 * The index under each calibrated rate measured again, at the end of a run: how far the
 * machine's load moved the tiers meanwhile. Sets `after` on each tier of `calibration`.
 */
export async function recheckCpu(probe, calibration, { runs = RUNS(), log = () => {} } = {}) {
  const measure = measurer(probe, runs, log);
  try {
    for (const tier of calibration.tiers) tier.after = await measure(tier.rate);
  } finally {
    await probe.setRate(1);
  }
}

/** "mid-tier: 2.83× (benchmarkIndex 1012)" for each tier, and the unthrottled index. */
export function describeCalibration({ unthrottled, tiers }) {
  const found = tiers.map((t) =>
    t.rate === 1 && t.index < t.target
      ? `${t.name} (target ${t.target}) out of reach: unthrottled gave only ${Math.round(t.index)}, so no slowdown (1×)`
      : `${t.name} (target ${t.target}): ${t.rate}× gave ${Math.round(t.index)} after ${t.steps.length} step(s)`,
  );
  const after = tiers.filter((t) => Number.isFinite(t.after));
  const end = after.length
    ? `; at the end of the run the same rates gave ${after.map((t) => `${Math.round(t.after)} (${t.name})`).join(' and ')}`
    : '';
  return `unthrottled benchmarkIndex ${Math.round(unthrottled)}; ${found.join('; ')}${end}`;
}

/** A calibrated rate with its label, as the reports name it: "mid-tier (2.83×)". */
export const tierLabel = (tier) => `${tier.name} (${tier.rate}×)`;
