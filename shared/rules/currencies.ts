/** The programme's currencies (spec section 1): vp for everyone, lp for the FRSH group. */
export const CURRENCIES = ['vp', 'lp'] as const;
export type Currency = (typeof CURRENCIES)[number];
