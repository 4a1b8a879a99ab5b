/**
 * Points due to expire, soonest first: on /history, and in the wallet panel of every page.
 * A module of its own, kept out of the logged-in pages' shared chunk (astro.config.mjs): only
 * /history and the wallet panel (loaded when opened) need the history API's parser.
 */
import { getExpiringPoints, parseExpiringItem } from '../api/history';
import { listOf } from '../api/parse';
import { HISTORY_EXPIRING } from './ledger';
import { defineQuery } from '../query/query';

export const $expiringPoints = defineQuery(HISTORY_EXPIRING, '', () => getExpiringPoints(), {
  persist: { maxEntries: 1, parse: (v) => (Array.isArray(v) ? listOf(v, parseExpiringItem) : null) },
});
