/**
 * Serves the built site (dist/) exactly as the CDN does: the files, directory
 * indexes without redirects (/goals → goals/index.html), the rewrites of
 * dist/_redirects, the headers of dist/_headers and dist/404.html with status
 * 404 for everything else. Mount it after the API's routes:
 *
 *   app.route('/', createSiteApp({ root: 'dist', passThrough: ['/api/', '/loyalty/'] }));
 *
 * Paths under `passThrough` are left to the next handler (the API's notFound),
 * so a wrong API URL answers in the contract's JSON, not with the HTML 404 page.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import { applyParams, headersFor, parseHeaders, parseRedirects, type HeaderRule, type RedirectRule } from './rules.ts';

export interface SiteOptions {
  /** The built site's folder (dist/). */
  root: string;
  /** Path prefixes this app does not answer, e.g. ['/api/', '/loyalty/']. */
  passThrough?: readonly string[];
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // The CMS reads /admin/config.yml only when it is served as YAML.
  '.yml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Files the hosts read as configuration and never serve. */
const HIDDEN = new Set(['/_redirects', '/_headers', '/_nginx.conf']);

interface Found {
  file: string;
  size: number;
  mtimeMs: number;
}

async function regularFile(file: string): Promise<Found | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

async function readOptional(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The decoded request path, or null when it is not a clean absolute path
 * inside the site: bad escapes, NUL bytes, backslashes, dot segments and
 * dot-files (but .well-known) are refused before the file system is touched.
 */
export function cleanPath(rawPathname: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  if (!pathname.startsWith('/') || pathname.includes('\0') || pathname.includes('\\')) return null;
  const segments = pathname.split('/').slice(1);
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return null;
  return pathname;
}

export function createSiteApp(options: SiteOptions): Hono {
  const root = resolve(options.root);
  const passThrough = options.passThrough ?? [];
  let rules: Promise<{ redirects: RedirectRule[]; headers: HeaderRule[] }> | null = null;
  const loadRules = () =>
    (rules ??= Promise.all([readOptional(resolve(root, '_redirects')), readOptional(resolve(root, '_headers'))]).then(
      ([redirects, headers]) => ({ redirects: parseRedirects(redirects), headers: parseHeaders(headers) }),
    ));

  /** The file a site path names: itself, or its directory's index.html. */
  async function lookup(pathname: string): Promise<Found | null> {
    if (HIDDEN.has(pathname)) return null;
    const target = resolve(root, `.${pathname}`);
    if (target !== root && !target.startsWith(root + sep)) return null;
    if (!pathname.endsWith('/')) {
      const file = await regularFile(target);
      if (file) return file;
    }
    return regularFile(resolve(target, 'index.html'));
  }

  const app = new Hono();

  app.get('*', async (c, next) => {
    const rawPathname = new URL(c.req.url).pathname;
    if (passThrough.some((prefix) => rawPathname.startsWith(prefix))) return next();
    const { redirects, headers } = await loadRules();
    const pathname = cleanPath(rawPathname);

    let found: Found | null = null;
    let status = 200;
    if (pathname !== null) {
      found = await lookup(pathname);
      for (const rule of found ? redirects.filter((r) => r.force) : redirects) {
        const params = rule.match(pathname);
        if (!params) continue;
        const to = applyParams(rule.to, params);
        if (rule.status >= 300 && rule.status < 400) {
          const search = new URL(c.req.url).search;
          return c.redirect(to.includes('?') ? to : `${to}${search}`, rule.status as 301);
        }
        const rewritten = await lookup(to);
        if (rewritten) {
          found = rewritten;
          status = rule.status;
          break;
        }
      }
    }
    if (!found) {
      found = await regularFile(resolve(root, '404.html'));
      status = 404;
    }

    // Headers follow the URL the visitor asked for, as on the hosts.
    const response = new Headers();
    for (const [name, value] of headersFor(headers, pathname ?? '/')) response.set(name, value);
    if (!found) {
      response.set('Content-Type', 'text/plain; charset=utf-8');
      return c.body('Nie znaleziono', 404, Object.fromEntries(response));
    }
    response.set('Content-Type', CONTENT_TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream');
    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    response.set('ETag', etag);
    response.set('Last-Modified', new Date(found.mtimeMs).toUTCString());
    if (status === 200 && c.req.header('If-None-Match') === etag) {
      return c.body(null, 304, Object.fromEntries(response));
    }
    const body = await readFile(found.file);
    response.set('Content-Length', String(body.byteLength));
    return c.body(body, status as 200, Object.fromEntries(response));
  });

  return app;
}
