/** Polish number (D8): thousands grouped with a no-break space (1 000 too), decimal comma, at most 2 decimals. */
export function formatNumber(value: number): string {
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  const [whole = '0', fraction = ''] = rounded.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const decimals = fraction.replace(/0+$/, '');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** Points are kept to the grosz: two decimals. */
export const round2 = (x: number) => Math.round(x * 100) / 100;
