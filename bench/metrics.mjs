/**
 * Pure arithmetic of the browser sections: medians of runs, total blocking time from
 * long tasks, and the figures as the report prints them.
 */

/** The median of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Total blocking time as Lighthouse defines it: for every long task, the part beyond
 * 50 ms, counting only the task's time inside [from, to] (a task that straddles first
 * contentful paint counts from there). Tasks are { start, duration } in ms.
 */
export function totalBlockingTime(tasks, from, to) {
  let sum = 0;
  for (const { start, duration } of tasks) {
    const inside = Math.min(start + duration, to) - Math.max(start, from);
    if (inside > 50) sum += inside - 50;
  }
  return sum;
}

/** "1 234 ms" → "1.23 s" above a second; "—" for a missing figure. */
export function formatMs(ms) {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** A figure with its verdict against an upper bound: "1.20 s (met)". */
export function versus(text, value, limit) {
  if (value === null || value === undefined || !Number.isFinite(value)) return text;
  return `${text} (${value <= limit ? 'met' : 'not met'})`;
}
