/**
 * What the browser sections of the bench share: the reference API and the built site in
 * this process on a fresh demo database (PGlite in a temporary folder), Debian's Chromium
 * when Playwright's own is missing, and a logged-in session as the app stores it.
 */
/* global Headers, Response -- Node's fetch classes */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { post } from './api-run.mjs';
import { DIST } from '../scripts/lib/build.mjs';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from '../scripts/lib/chromium.mjs';
import { startServer as startApi } from '../server/src/index.ts';
import { createSiteApp } from '../server/src/site/index.ts';

/** The bench's HTTPS origin has a certificate made for the run (see http2Origin). */
const BENCH_FLAGS = ['--ignore-certificate-errors'];

/** Playwright's launch options: its own Chromium when installed, else Debian's (DEVELOPERS.md). */
export function chromiumOptions(extraArgs = []) {
  return existsSync(chromium.executablePath())
    ? { args: [...BENCH_FLAGS, ...extraArgs] }
    : { executablePath: SYSTEM_CHROMIUM, args: [...CHROMIUM_FLAGS, ...BENCH_FLAGS, ...extraArgs] };
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

/** How the bench serves the site to the browser, for the reports' text. */
export function siteProtocol() {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return 'HTTP/2 over TLS from 127.0.0.1, as the CDN serves it';
  } catch {
    return 'HTTP/1.1 from 127.0.0.1 (no openssl here for the HTTP/2 origin)';
  }
}

/**
 * The same app over HTTP/2 with TLS, as the CDNs we deploy to serve it: on HTTP/1.1 a
 * first visit's ~45 small modules queue on six connections, a cost no participant pays.
 * The certificate is self-signed for 127.0.0.1 (openssl); Chromium is told to accept it.
 * Null when openssl is missing: the browsers then use the HTTP/1.1 origin.
 */
async function http2Origin(app, dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  } catch {
    return null;
  }
  const server = serve({
    fetch: app.fetch,
    hostname: '127.0.0.1',
    port: 0,
    createServer: createSecureServer,
    serverOptions: { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
  });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts the API with the site mounted behind it (dist/ as the CDN serves it) on random
 * ports of 127.0.0.1: `url` for the browser (HTTP/2 and TLS when openssl is there, see
 * http2Origin and siteProtocol), `apiUrl` (plain HTTP) for the bench's own calls.
 * `login(username)` answers the session the app keeps in sessionStorage 'user';
 * `stop()` ends the servers and deletes the database.
 */
export async function startBenchSite({ dist = DIST } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'punkty-bench-site-'));
  let app;
  const running = await startApi({
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: join(dir, 'pglite'),
      DATABASE_URL: '',
      LOG_REQUESTS: '0',
      LOGIN_ATTEMPTS_PER_ADDRESS: '10000',
      DEMO_DATA: '1',
    },
    mount: (mounted) => {
      app = mounted;
      app.use('*', brotli());
      app.route('/', createSiteApp({ root: dist, passThrough: ['/api/', '/loyalty/'] }));
    },
  });
  const h2 = await http2Origin(app, dir);
  return {
    url: h2?.url ?? running.url,
    apiUrl: running.url,
    login: (username, password = 'Demo!2345') =>
      post(`${running.url}/loyalty/login`, { username, password, appCode: 'app3' }),
    async stop() {
      await h2?.stop();
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
