import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanPath, createSiteApp } from './index.ts';
import { headersFor, parseHeaders, parseRedirects } from './rules.ts';

const REDIRECTS = `# comment
/award/* /award/index.html 200
/activate-account/* /activate-account/index.html 200
/old /goals 301
`;

const HEADERS = `# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'

/_astro/*
  Cache-Control: public, max-age=31536000, immutable

/goals
  Cache-Control: public, max-age=0, must-revalidate
/goals/
  Cache-Control: public, max-age=0, must-revalidate
/award/*
  Cache-Control: public, max-age=0, must-revalidate
`;

let base: string;
let root: string;

async function put(path: string, content: string) {
  const file = join(root, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'punkty-site-'));
  root = join(base, 'dist');
  await put('index.html', '<title>login</title>');
  await put('goals/index.html', '<title>goals</title>');
  await put('award/index.html', '<title>award shell</title>');
  await put('activate-account/index.html', '<title>activation shell</title>');
  await put('404.html', '<title>not found</title>');
  await put('_astro/app.abc123.js', 'console.log(1)');
  await put('docs/policy.pdf', '%PDF-1.4');
  await put('.env', 'SECRET=1');
  await put('_redirects', REDIRECTS);
  await put('_headers', HEADERS);
  await writeFile(join(base, 'secret.txt'), 'outside the site');
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const site = () => createSiteApp({ root });

describe('createSiteApp', () => {
  it('serves a directory route without a redirect, with and without the slash', async () => {
    for (const path of ['/goals', '/goals/', '/goals/index.html']) {
      const response = await site().request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe('<title>goals</title>');
    }
  });

  it('serves / from index.html', async () => {
    expect(await (await site().request('/')).text()).toBe('<title>login</title>');
  });

  it('answers dynamic routes from their shells with 200 (the rewrites)', async () => {
    const award = await site().request('/award/123');
    expect(award.status).toBe(200);
    expect(await award.text()).toBe('<title>award shell</title>');
    const activation = await site().request('/activate-account/6f1c2a4e-3b7d-4c1e-9a2f-0d5e8b7c6a41?x=1');
    expect(await activation.text()).toBe('<title>activation shell</title>');
  });

  it('answers redirects of _redirects', async () => {
    const response = await site().request('/old?a=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/goals?a=1');
  });

  it('answers anything else with 404.html and status 404', async () => {
    for (const path of ['/nope', '/goals/extra', '/_astro/missing.js']) {
      const response = await site().request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('<title>not found</title>');
    }
  });

  it('applies the headers of every matching rule, by the requested path', async () => {
    const page = await site().request('/award/7');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const asset = await site().request('/_astro/app.abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const missing = await site().request('/nope');
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never serves the host configuration files or dot-files', async () => {
    for (const path of ['/_headers', '/_redirects', '/.env', '/%2eenv']) {
      expect((await site().request(path)).status, path).toBe(404);
    }
  });

  it('refuses path traversal', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/docs/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%5c..%5csecret.txt',
    ]) {
      const response = await site().request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('outside the site');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await site().request('/goals', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('20');
    expect(await response.text()).toBe('');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await site().request('/docs/policy.pdf');
    expect(first.headers.get('content-type')).toBe('application/pdf');
    const etag = first.headers.get('etag') ?? '';
    const second = await site().request('/docs/policy.pdf', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('leaves pass-through prefixes to the app it is mounted in', async () => {
    const app = new Hono();
    app.get('/api/health', (c) => c.json({ ok: true }));
    app.route('/', createSiteApp({ root, passThrough: ['/api/', '/loyalty/'] }));
    app.notFound((c) => c.json({ status: 404, detail: 'Nie ma takiego adresu API.' }, 404));
    expect(await (await app.request('/api/health')).json()).toEqual({ ok: true });
    const unknown = await app.request('/api/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 404, detail: 'Nie ma takiego adresu API.' });
    expect(await (await app.request('/goals')).text()).toBe('<title>goals</title>');
  });

  it('answers 404 in plain text when the site has no 404.html', async () => {
    const response = await createSiteApp({ root: join(base, 'missing') }).request('/goals');
    expect(response.status).toBe(404);
  });
});

describe('cleanPath', () => {
  it.each([
    ['/goals', '/goals'],
    ['/award/%31', '/award/1'],
    ['/.well-known/security.txt', '/.well-known/security.txt'],
    ['/%E0%A4%A', null],
    ['/a%00b', null],
    ['/a/../b', null],
    ['/.git/config', null],
    ['/a\\b', null],
  ])('%s → %s', (input, expected) => {
    expect(cleanPath(input)).toBe(expected);
  });
});

describe('rules', () => {
  it('parse redirects with statuses and force flags', () => {
    const rules = parseRedirects('/a/:id /b/:id 302!\n/c/* /d/:splat\n# x\nbad');
    expect(rules.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual([
      { from: '/a/:id', to: '/b/:id', status: 302, force: true },
      { from: '/c/*', to: '/d/:splat', status: 301, force: false },
    ]);
    expect(rules[0]?.match('/a/7')).toEqual({ id: '7' });
    expect(rules[0]?.match('/a/7/8')).toBeNull();
    expect(rules[1]?.match('/c/x/y')).toEqual({ splat: 'x/y' });
  });

  it('join a header that several rules set, as the hosts do', () => {
    const rules = parseHeaders('/*\n  Cache-Control: a\n/x\n  cache-control: b\n  X-One: 1');
    expect(Object.fromEntries(headersFor(rules, '/x'))).toEqual({ 'Cache-Control': 'a, b', 'X-One': '1' });
    expect(Object.fromEntries(headersFor(rules, '/y'))).toEqual({ 'Cache-Control': 'a' });
  });

  it("drop a header that a later matching rule detaches with '!', which may then set its own", () => {
    const rules = parseHeaders('/*\n  CSP: strict\n  X-One: 1\n/admin/*\n  ! csp\n  CSP: own\n/gone\n  ! X-One');
    expect(Object.fromEntries(headersFor(rules, '/admin/'))).toEqual({ CSP: 'own', 'X-One': '1' });
    expect(Object.fromEntries(headersFor(rules, '/gone'))).toEqual({ CSP: 'strict' });
    expect(Object.fromEntries(headersFor(rules, '/page'))).toEqual({ CSP: 'strict', 'X-One': '1' });
  });
});
