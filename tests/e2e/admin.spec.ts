/**
 * /admin is not for participants (issue 15): no page of the portal links to it or loads
 * any of its JavaScript, and robots are told to stay out. The CMS itself: cms.spec.ts;
 * its Content-Security-Policy: csp.spec.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { DIST } from '../../scripts/lib/build.mjs';
import { expect, test } from './fixtures.ts';

const pages = readdirSync(DIST, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.html'));
const isAdmin = (file: string) => file.split(sep)[0] === 'admin';
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

/** The scripts and stylesheets a page loads from the site. */
const assets = (html: string) => [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);

test('no page of the portal links to /admin or loads its scripts', () => {
  const portal = pages.filter((file) => !isAdmin(file));
  expect(portal.length).toBeGreaterThan(10);
  const adminAssets = assets(read(join('admin', 'index.html')));
  expect(adminAssets.length, 'the CMS page loads its script').toBeGreaterThan(0);
  for (const file of portal) {
    const html = read(file);
    expect(html, file).not.toMatch(/href="\/admin/);
    expect(html, file).not.toContain('decap-cms');
    for (const asset of assets(html)) expect(adminAssets, `${file} loads ${asset}`).not.toContain(asset);
  }
});

test('/admin is noindex, in its HTML and its headers', async ({ request }) => {
  expect(read(join('admin', 'index.html'))).toContain('<meta name="robots" content="noindex, nofollow">');
  for (const path of ['/admin', '/admin/', '/admin/config.yml']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }
  expect((await request.get('/goals')).headers()['x-robots-tag']).toBeUndefined();
});

test('the CMS and its configuration are served from the site itself', async ({ request }) => {
  const bundle = await request.get('/admin/decap-cms.js');
  expect(bundle.status()).toBe(200);
  expect(bundle.headers()['content-type']).toContain('javascript');
  // The CMS reads config.yml only when it is served as YAML.
  expect((await request.get('/admin/config.yml')).headers()['content-type']).toContain('yaml');
});
