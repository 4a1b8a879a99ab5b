import { warsawTime } from '../format/date.ts';

/** The programme's launch (spec section 9): 2025-05-05 12:00 in Europe/Warsaw (D7). */
export const LAUNCH_AT = warsawTime(2025, 5, 5, 12);
