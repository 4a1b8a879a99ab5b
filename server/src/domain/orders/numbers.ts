/** Points are kept to the grosz: two decimals. */
export const round2 = (x: number) => Math.round(x * 100) / 100;
