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
