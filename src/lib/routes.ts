/**
 * The routes of the spec's section 2: who may see them, the static file that
 * serves them and an example URL. The guard keeps its own copy of the access
 * rules (it must stay import-free); guard.test.js checks the two agree.
 * Plain erasable TypeScript: bench/ imports this file under Node's type stripping.
 */
export type Access = 'protected' | 'loggedOutOnly' | 'public';

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
  const base = path.replace(/\/:[^/]+\??$/, '');
  const file = base === '/' ? 'index.html' : `${base.slice(1)}/index.html`;
  return { path, access, file, example };
}

export const SAMPLE_UUID = '6f1c2a4e-3b7d-4c1e-9a2f-0d5e8b7c6a41';

export const ROUTES: readonly Route[] = [
  route('/', 'loggedOutOnly'),
  route('/activate-account/:uuid?', 'loggedOutOnly', `/activate-account/${SAMPLE_UUID}`),
  route('/restore-password/:uuid?', 'loggedOutOnly', `/restore-password/${SAMPLE_UUID}`),
  route('/counter', 'public'),
  route('/goals', 'protected'),
  route('/tasks', 'protected'),
  route('/awards', 'protected'),
  route('/awards-catalog', 'protected'),
  route('/award/:awardId', 'protected', '/award/123'),
  route('/rules', 'protected'),
  route('/history', 'protected'),
  route('/profile', 'protected'),
  route('/rodo', 'public'),
  route('/terms-and-conditions', 'public'),
];
