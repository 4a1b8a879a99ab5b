/**
 * Which built page answers a navigation, as the CDN answers it (D4, dist/_redirects):
 * '/goals', '/goals/' and '/goals/index.html' are goals/index.html; a dynamic route
 * ('/award/123') is its static shell; the query string is the page's own business.
 * Null for paths the worker leaves to the network: /admin (the CMS) and anything
 * that is not a route (the CDN's 404 page answers those, with its status).
 */
import { routeBase } from '../lib/route-access';
import { ROUTES } from '../lib/routes';

const FILES = new Map<string, string>();
const WITH_PARAM = new Map<string, string>();
for (const route of ROUTES) {
  const base = routeBase(route.path) || '/';
  FILES.set(base, route.file);
  if (base !== route.path) WITH_PARAM.set(base, route.file);
}

export const NOT_FOUND_FILE = '404.html';

export function shellFile(pathname: string): string | null {
  let path = pathname.replace(/\/index\.html$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const file = FILES.get(path);
  if (file) return file;
  const cut = path.lastIndexOf('/');
  const param = path.slice(cut + 1);
  if (cut > 0 && param && !param.includes('.')) return WITH_PARAM.get(path.slice(0, cut)) ?? null;
  return null;
}
