import { describe, expect, it } from 'vitest';
import { REWRITES } from '../../integrations/cdn-rules';
import { ROUTES } from '../lib/routes';
import { shellFile } from './shell';

describe('shellFile: the built page that answers a navigation, as on the CDN', () => {
  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/goals', 'goals/index.html'],
    ['/goals/', 'goals/index.html'],
    ['/goals/index.html', 'goals/index.html'],
    ['/awards-catalog', 'awards-catalog/index.html'],
    ['/award/123', 'award/index.html'],
    ['/award/123/', 'award/index.html'],
    ['/activate-account', 'activate-account/index.html'],
    ['/activate-account/6f1c2a4e-3b7d-4c1e-9a2f-0d5e8b7c6a41', 'activate-account/index.html'],
    ['/rodo', 'rodo/index.html'],
    // Left to the network: the CMS, files, unknown paths (the 404 page with its status).
    ['/admin', null],
    ['/admin/', null],
    ['/docs/polityka-prywatnosci.pdf', null],
    ['/goals/extra', null],
    ['/award/1/2', null],
    ['/nope', null],
  ])('%s → %j', (path, file) => {
    expect(shellFile(path)).toBe(file);
  });

  it('every route’s example URL maps to its own file, and every rewrite to its shell', () => {
    for (const route of ROUTES) expect(shellFile(route.example), route.path).toBe(route.file);
    for (const rewrite of REWRITES) expect(`/${shellFile(`${rewrite.prefix}42`)}`).toBe(rewrite.to);
  });
});
