/**
 * The pages the load-timing and Lighthouse sections measure (issue 9): the route, whether
 * it needs the demo session, and the selector that means "the page's data is shown" —
 * the element a user waits for, taken from the islands and their e2e tests.
 */
import { post } from './api-run.mjs';

export const PAGES = [
  {
    route: '/',
    loggedIn: false,
    ready: 'form button[type="submit"]:enabled',
    shown: 'login form ready (submit enabled)',
  },
  {
    route: '/counter',
    loggedIn: false,
    ready: '.counter__state:not([hidden]) h1',
    shown: 'countdown or started state',
  },
  { route: '/rodo', loggedIn: false, ready: 'main h1', shown: 'the document heading' },
  { route: '/goals', loggedIn: true, ready: '.goal-grid:not([aria-busy]) .goal-card__name', shown: 'first plan card' },
  { route: '/tasks', loggedIn: true, ready: '.task-grid:not([aria-busy]) .task-card', shown: 'first task card' },
  { route: '/awards', loggedIn: true, ready: '.group-grid .group-card__name', shown: 'first award group' },
  {
    route: '/awards-catalog',
    loggedIn: true,
    ready: '.award-grid:not([aria-busy="true"]) .award-card__name',
    shown: 'first award card',
  },
  { route: '/award/:awardId', loggedIn: true, ready: '.award__name', shown: "the award's name" },
  { route: '/history', loggedIn: true, ready: '.history-timeline:not([aria-busy]) > li', shown: 'first history entry' },
  { route: '/profile', loggedIn: true, ready: '.profile-data', shown: 'the profile’s data' },
  { route: '/rules', loggedIn: true, ready: '.wallet-summary[data-ready]', shown: 'the wallet’s balance' },
];

/**
 * Logs in as demo on a running bench site and gives every page its concrete URL (the
 * award page opens the first award of demo's catalogue), with the session to store.
 */
export async function preparePages(site) {
  const session = await site.login('demo');
  const catalogue = await post(`${site.apiUrl}/api/loyalty/award/list`, { page: 1, per: 1 }, session.token);
  const awardId = catalogue.items?.[0]?.awardId;
  if (!awardId) throw new Error('the demo catalogue is empty');
  const pages = PAGES.map((page) => ({ ...page, url: `${site.url}${page.route.replace(':awardId', awardId)}` }));
  return { session: JSON.stringify(session), pages };
}
