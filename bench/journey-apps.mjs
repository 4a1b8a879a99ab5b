/**
 * The two apps the journeys section walks through, described the same way: ours (the built
 * site with the reference API, bench/site.mjs) and the usual way (the peer SPA,
 * bench/peer.mjs). Per app: its origin, what counts as an API request, each route's "data
 * shown" selector, how a tab gets a logged-in session, and where its links are.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES } from './pages.mjs';
import { routePattern } from './journey-instrument.mjs';

const READY = Object.fromEntries(PAGES.map((page) => [page.route, page.ready]));
/** Every island that hydrates without being scrolled to has hydrated (toasts hydrate on the first toast). */
const HYDRATED = `!document.querySelector('astro-island[ssr]:not([client="toast"]):not([client="visible"])')`;

/** The demo participant's login and password on our login page. */
export const DEMO_LOGIN = { username: 'demo', password: 'Demo!2345' };

export function oursApp(site) {
  return {
    name: 'ours',
    origin: site.url,
    api: /\/(api\/)?loyalty\//,
    routes: PAGES.map((page) => [routePattern(page.route), page.ready]),
    ready: (path) => READY[path],
    settled: HYDRATED,
    /** A session of its own (a token lives 15 minutes), stored as the app keeps it. */
    async logIn(tab) {
      const session = JSON.stringify(await site.login('demo'));
      await tab.goto(`${site.url}/rodo`);
      await tab.evaluate(`sessionStorage.setItem('user', ${JSON.stringify(session)})`);
    },
    logOut: async () => {}, // a new tab has no session
    catalogue: {
      path: '/awards-catalog',
      card: '.award-grid:not([aria-busy="true"]) .award-card__link',
      name: '.award-grid:not([aria-busy="true"]) .award-card__link',
    },
    /** To /tasks and /history (first seen in the session), then back to /goals (seen earlier). */
    switches: ['/tasks', '/history', '/goals'],
    /** Below 1400 px the links are in the burger menu; at 1440 they stand in the bar. */
    link: (device, href) =>
      device.touch
        ? { open: '#burger-trigger', link: `#burger-menu a[href="${href}"]` }
        : { open: null, link: `.topbar__nav--wide a[href="${href}"]` },
    login: {
      page: '/',
      fields: [
        ['input[name="username"]', DEMO_LOGIN.username],
        ['input[name="password"]', DEMO_LOGIN.password],
      ],
      submit: 'form button[type="submit"]',
      lands: '/goals',
    },
  };
}

/** The peer's demo token (its src/demo.js): a returning participant. */
function peerToken() {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { sub: '1024', name: 'Jan Kowalski', email: 'jan.kowalski@example.pl', exp: 4102444800 };
  return [part({ alg: 'HS256', typ: 'JWT' }), part(payload), 'c2lnbmF0dXJl'].join('.');
}

/**
 * The peer's data is static JSON and it has no server to log in to: its login page posts to
 * /api/auth/login, which its static server answers with index.html, so the login never
 * ends. The bench gives it the answer a server would (a static file with its demo token).
 */
export function addPeerLoginAnswer(dist) {
  mkdirSync(join(dist, 'api', 'auth'), { recursive: true });
  writeFileSync(join(dist, 'api', 'auth', 'login'), JSON.stringify({ token: peerToken() }));
}

const PEER_READY = {
  '/goals': 'main .MuiLinearProgress-root',
  '/awards-catalog': 'main a[href^="/award/"]',
  '/award/:id': 'main h1',
  '/login': 'form button[type="submit"]:enabled',
};

export function peerApp(server) {
  /** A page of its origin that runs none of its code, to set its storage from. */
  const quiet = `${server.url}/api/wallet.json`;
  return {
    name: 'usual way',
    origin: server.url,
    api: /^\/api\//,
    routes: Object.entries(PEER_READY).map(([route, ready]) => [routePattern(route), ready]),
    ready: (path) => PEER_READY[path],
    settled: 'true',
    /** Without a token its main.jsx stores its demo token: a logged-in participant. */
    async logIn(tab) {
      await tab.goto(quiet);
      await tab.evaluate(`localStorage.removeItem('token')`);
    },
    /** A token it cannot read: its guard sends /goals to /login. */
    async logOut(tab) {
      await tab.goto(quiet);
      await tab.evaluate(`localStorage.setItem('token', 'expired')`);
    },
    catalogue: { path: '/awards-catalog', card: 'main a[href^="/award/"]', name: 'main a[href^="/award/"] p' },
    /** Its only pages are /goals, the catalogue and the award page: the catalogue, then /goals again. */
    switches: ['/awards-catalog', '/goals'],
    /** Its links are in a drawer behind the burger at every width. */
    link: (_device, href) => ({
      open: 'header button[aria-label="Otwórz menu"]',
      link: `.MuiDrawer-paper a[href="${href}"]`,
    }),
    login: {
      page: '/goals',
      shows: '/login',
      fields: [
        ['input[name="email"]', 'jan.kowalski@example.pl'],
        ['input[name="password"]', DEMO_LOGIN.password],
      ],
      submit: 'form button[type="submit"]',
      lands: '/goals',
    },
  };
}
