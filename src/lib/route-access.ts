/**
 * The routes of the spec's section 2 and who may see them: the one table of the routes.
 * A route ending in '/:param' or '/:param?' takes one more path segment. Import-free: the
 * inline guard bundles it (src/lib/guard/guard.js); routes.ts adds each route's file and example.
 */
export type Access = 'protected' | 'loggedOutOnly' | 'public';

export const ROUTE_ACCESS = {
  '/': 'loggedOutOnly',
  '/activate-account/:uuid?': 'loggedOutOnly',
  '/restore-password/:uuid?': 'loggedOutOnly',
  '/counter': 'public',
  '/goals': 'protected',
  '/tasks': 'protected',
  '/awards': 'protected',
  '/awards-catalog': 'protected',
  '/award/:awardId': 'protected',
  '/rules': 'protected',
  '/history': 'protected',
  '/profile': 'protected',
  '/rodo': 'public',
  '/terms-and-conditions': 'public',
} as const satisfies Record<string, Access>;

/** A route without its parameter: '/award/:awardId' → '/award'. */
export const routeBase = (route: string): string => route.replace(/\/:[^/]+\??$/, '');

/**
 * The route a normalised path belongs to ('/award/12' → '/award/:awardId'), or null. A route
 * with a parameter answers for its base ('/award') and for one more segment ('/award/12').
 */
export function routeOf(path: string): keyof typeof ROUTE_ACCESS | null {
  const parent = path.slice(0, path.lastIndexOf('/'));
  const routes = Object.keys(ROUTE_ACCESS) as (keyof typeof ROUTE_ACCESS)[];
  for (const route of routes) {
    const base = routeBase(route);
    if (path === base || (base !== route && parent === base)) return route;
  }
  return null;
}
