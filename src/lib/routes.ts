/**
 * The routes of the spec's section 2 (route-access.ts) with the static file that serves
 * each and an example URL.
 * Plain erasable TypeScript: bench/ imports this file under Node's type stripping.
 */
import { ROUTE_ACCESS, routeBase, type Access } from './route-access.ts';

export type { Access };

export interface Route {
  /** The route as the spec writes it. */
  path: string;
  access: Access;
  /** The file in dist/ that answers it. */
  file: string;
  /** A concrete URL of the route (dynamic routes get a sample parameter). */
  example: string;
}

function route(path: string, access: Access, example = path): Route {
  const base = routeBase(path);
  const file = base === '/' ? 'index.html' : `${base.slice(1)}/index.html`;
  return { path, access, file, example };
}

export const SAMPLE_UUID = '6f1c2a4e-3b7d-4c1e-9a2f-0d5e8b7c6a41';

/** A concrete URL of each dynamic route. */
const EXAMPLES: Record<string, string> = {
  '/activate-account/:uuid?': `/activate-account/${SAMPLE_UUID}`,
  '/restore-password/:uuid?': `/restore-password/${SAMPLE_UUID}`,
  '/award/:awardId': '/award/123',
};

export const ROUTES: readonly Route[] = Object.entries(ROUTE_ACCESS).map(([path, access]) =>
  route(path, access, EXAMPLES[path]),
);
