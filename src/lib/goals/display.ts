import type { PlanState } from '../api/plans';
import { formatNumber } from '../format/number';

/** How a plan's numbers read on screen. */

const NBSP = '\u00a0';

/**
 * A share 0..1 as whole percent: rounded, but never "100" before the end is reached
 * and never "0" once something is done, so the number agrees with the state.
 */
export function percentOf(share: number): number {
  if (!Number.isFinite(share) || share <= 0) return 0;
  if (share >= 1) return 100;
  return Math.min(99, Math.max(1, Math.round(share * 100)));
}

/** "1 127,8 zł", "139 szt."; a value without a unit is just the number. */
export const withUnit = (value: number, unit: string) =>
  unit.trim() ? `${formatNumber(value)}${NBSP}${unit.trim()}` : formatNumber(value);

export const STATE_LABELS: Record<PlanState, string> = {
  active: 'Aktywny',
  upcoming: 'Nadchodzący',
  realised: 'Zrealizowany',
  expired: 'Zakończony',
};

/** A count unit cannot be done in fractions: "ok. 2 szt. dziennie", not "1,57 szt.". */
export const isCountUnit = (unit: string) => /^(szt|opak|but|kart|kpl|op)\b\.?/i.test(unit.trim());

/**
 * A needed amount as the pace sentence says it ("ok. …"): count units rounded up to
 * whole pieces, amounts from 100 rounded to whole units, smaller ones to 2 decimals.
 */
export function approxAmount(value: number, unit: string): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (isCountUnit(unit)) return Math.ceil(value - 1e-9);
  if (value >= 100) return Math.round(value);
  return Math.round(value * 100) / 100;
}
