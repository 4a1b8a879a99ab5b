/** The documented nginx block must be the one the build writes (default configuration). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The build under test: dist/, or PUNKTY_OUT_DIR's folder in a parallel run.
import { DIST } from '../../scripts/lib/build.mjs';
import { expect, test } from './fixtures.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

test('docs/deploy/nginx.conf matches the build (cp dist/_nginx.conf docs/deploy/nginx.conf when not)', () => {
  test.skip(Boolean(process.env.PUBLIC_LOYALTY_API_URL), 'built for another API origin');
  expect(read('docs/deploy/nginx.conf')).toBe(readFileSync(join(DIST, '_nginx.conf'), 'utf8'));
});

test('the documented nginx block sends the CSP of the served site', async ({ request }) => {
  test.skip(Boolean(process.env.PUBLIC_LOYALTY_API_URL), 'built for another API origin');
  const csp = (await request.get('/goals')).headers()['content-security-policy'];
  expect(read('docs/deploy/nginx.conf')).toContain(`add_header Content-Security-Policy "${csp}" always;`);
});
