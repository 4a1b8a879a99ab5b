/**
 * What the service worker (src/sw/) and the pages agree on: the names of its caches and
 * the header that marks an answer it served from its cache (docs/decisions/024).
 * Import-free: bundled into the worker, the pages and the inline registration script.
 */

/** The build's files (workbox-precaching's cache): no participant data, kept at login. */
export const STATIC_CACHE = 'punkty-static';
/** The previous build's hashed files, for a page of that build still open after a deploy. */
export const PREVIOUS_BUILD_CACHE = 'punkty-static-previous';
/** The participant's API answers (the offline fallback): wiped at login, logout and expiry. */
export const API_CACHE = 'punkty-api';

/** Caches that hold only the site's own files, never anything of a participant. */
export const isStaticCache = (name: string) => name === STATIC_CACHE || name === PREVIOUS_BUILD_CACHE;

/**
 * On an answer the worker served from its cache instead of the network: when the network
 * gave it (Date.now() at the time, in ms). A network answer never carries it.
 */
export const STORED_AT_HEADER = 'x-punkty-stored-at';
