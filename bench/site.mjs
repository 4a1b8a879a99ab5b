/**
 * What the browser sections of the bench share: the reference API and the built site in
 * this process on a fresh demo database (PGlite in a temporary folder), Debian's Chromium
 * when Playwright's own is missing, and a logged-in session as the app stores it.
 */
/* global Headers, Response -- Node's fetch classes */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { post } from './api-run.mjs';
import { DIST } from '../scripts/lib/build.mjs';
import { startServer as startApi } from '../server/src/index.ts';
import { createSiteApp } from '../server/src/site/index.ts';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options: its own Chromium when installed, else Debian's (DEVELOPERS.md). */
export function chromiumOptions(extraArgs = []) {
  return existsSync(chromium.executablePath())
    ? { args: extraArgs }
    : { executablePath: SYSTEM_CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraArgs] };
}

export const launchChromium = (extraArgs) => chromium.launch(chromiumOptions(extraArgs));

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/;

/**
 * Brotli (quality 11) for the site's files, as the CDN serves them: timing the plain
 * files on a throttled network would charge the site for bytes no user downloads.
 * Each distinct body is compressed once. The API's answers stay as the server sends them.
 */
function brotli() {
  const cache = new Map();
  return async (c, next) => {
    await next();
    const res = c.res;
    const wanted = /\bbr\b/.test(c.req.header('accept-encoding') ?? '');
    if (!wanted || c.req.method !== 'GET' || res.status !== 200 || res.headers.has('content-encoding')) return;
    if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
    const body = Buffer.from(await res.arrayBuffer());
    const key = createHash('sha256').update(body).digest('base64');
    let packed = cache.get(key);
    if (!packed) {
      packed = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      cache.set(key, packed);
    }
    const headers = new Headers(res.headers);
    headers.set('content-encoding', 'br');
    headers.set('content-length', String(packed.byteLength));
    headers.append('vary', 'Accept-Encoding');
    // Hono copies the replaced response's headers onto the new one: without this, the
    // plain body's length would stay and the browser would wait for bytes never sent.
    c.res = undefined;
    c.res = new Response(packed, { status: res.status, headers });
  };
}

/**
 * Starts the API with the site mounted behind it (dist/ as the CDN serves it) on a
 * random port of 127.0.0.1. `login(username)` answers the session the app keeps in
 * sessionStorage 'user'; `stop()` ends the server and deletes the database.
 */
export async function startBenchSite({ dist = DIST } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'punkty-bench-site-'));
  const running = await startApi({
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: join(dir, 'pglite'),
      DATABASE_URL: '',
      LOG_REQUESTS: '0',
      LOGIN_ATTEMPTS_PER_ADDRESS: '10000',
    },
    mount: (app) => {
      app.use('*', brotli());
      app.route('/', createSiteApp({ root: dist, passThrough: ['/api/', '/loyalty/'] }));
    },
  });
  return {
    url: running.url,
    login: (username, password = 'Demo!2345') =>
      post(`${running.url}/loyalty/login`, { username, password, appCode: 'app3' }),
    async stop() {
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
