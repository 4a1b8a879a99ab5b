const NBSP = '\u00a0';

/**
 * Polish number format of D8: thousands always grouped with a no-break space (1 000
 * included), decimal comma, at most two decimals and none when whole. Intl's pl-PL
 * leaves 4-digit numbers ungrouped, and its `useGrouping: 'always'` is too recent for
 * the older phones the site serves, hence our own, for the site and the API's messages.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '–';
  const rounded = Math.round(value * 100) / 100;
  const sign = rounded < 0 ? '-' : '';
  const [whole = '0', fraction = ''] = Math.abs(rounded).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const decimals = fraction.replace(/0+$/, '');
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}
