/**
 * Points due to expire, soonest first: on /history, and in the wallet panel of every page.
 * A module of its own, kept out of the logged-in pages' shared chunk (astro.config.mjs): only
 * /history and the wallet panel (loaded when opened) need the history API's parser.
 */
import { EXPIRING_POINTS } from '../api/history';
import { HISTORY_EXPIRING_KEYS } from './ledger';
import { readQuery } from '../query/query';

export const $expiringPoints = readQuery(HISTORY_EXPIRING_KEYS, EXPIRING_POINTS);
