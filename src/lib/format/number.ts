import { formatNumber } from '../../../shared/format/number.ts';

export { formatNumber };

export type Currency = 'vp' | 'lp';

/** "1 000 vp" */
export function formatPoints(value: number, currency: Currency): string {
  return `${formatNumber(value)}\u00a0${currency}`;
}
