/**
 * The CDN's behaviour for dist/, written once and rendered three ways:
 * dist/_redirects and dist/_headers (Netlify / Cloudflare Pages syntax) and an
 * nginx server block. server/src/site serves dist/ by parsing the first two,
 * so local runs behave like the CDN.
 */
import { createHash } from 'node:crypto';
import { ROUTES } from '../src/lib/routes.ts';

export interface Rewrite {
  /** Netlify pattern, e.g. '/award/*'. */
  from: string;
  /** Directory prefix the pattern stands for, e.g. '/award/'. */
  prefix: string;
  /** The static shell that answers it. */
  to: string;
}

/** The dynamic routes (/award/:awardId, ...) answered by their static shells (D4). */
export const REWRITES: readonly Rewrite[] = ROUTES.filter((route) => route.path.includes('/:')).map((route) => {
  const base = route.path.replace(/\/:[^/]+\??$/, '');
  return { from: `${base}/*`, prefix: `${base}/`, to: `/${route.file}` };
});

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** sha256 sources of every inline classic or module script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON, ...) are not executed: only JavaScript needs a hash.
    const code = !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
    if (!code) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface CspInput {
  scriptHashes: readonly string[];
  /** The loyalty API's origin when it is not the site's own. */
  apiOrigin: string | null;
}

export function contentSecurityPolicy({ scriptHashes, apiOrigin }: CspInput): string {
  const unique = [...new Set(scriptHashes)].sort();
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique]],
    // Islands (solid-toast, Ark UI, Glide) set inline styles at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', apiOrigin ? ["'self'", apiOrigin] : ["'self'"]],
    // The service worker (/sw.js) and the web app manifest (docs/decisions/024).
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Files that must reach the browser fresh on every check (docs/decisions/024): the
 * service worker, whose every byte decides which build a participant runs, and the web
 * app manifest. Deploy them with the pages.
 */
export const NO_CACHE = 'no-cache';
export const NO_CACHE_FILES = ['/sw.js', '/manifest.webmanifest'] as const;

/** The CMS at /admin (docs/decisions/017): its own paths, and what robots are told there. */
export const ADMIN_PATTERNS = ['/admin', '/admin/*'] as const;
export const ADMIN_ROBOTS = 'noindex, nofollow';

/**
 * /admin's policy: the portal's, plus what Decap CMS needs and nothing more.
 * 'unsafe-eval': the CMS compiles its configuration's JSON schema (ajv) with
 * new Function at start. connect-src: the GitHub backend's API (Git Gateway and
 * the local backend are on the site's own origin); img-src: GitHub avatars.
 * The CMS has no inline script, so no hash is listed.
 */
export function adminContentSecurityPolicy(): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    // The CMS's interface is styled by emotion, which inserts <style> elements.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", 'https://api.github.com']],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** What /admin's responses get instead of, or on top of, securityHeaders(). */
export function adminHeaders(): [string, string][] {
  return [
    ['Content-Security-Policy', adminContentSecurityPolicy()],
    // The GitHub backend logs in through a popup on the OAuth proxy, which answers its opener.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['X-Robots-Tag', ADMIN_ROBOTS],
  ];
}

/** securityHeaders() with /admin's in place of the portal's. */
export function adminSecurityHeaders(csp: string): [string, string][] {
  const own = adminHeaders();
  const replaced = new Set(own.map(([name]) => name));
  return [...securityHeaders(csp).filter(([name]) => !replaced.has(name)), ...own];
}

/** Headers every response gets, pages and assets alike. */
export function securityHeaders(csp: string): [string, string][] {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/**
 * URL patterns of the pages, for the HTML caching rule. Both spellings of each
 * directory route, and the dynamic routes by their splat. Hosts merge every
 * rule that matches a request (same header → values joined by commas), so no
 * two patterns here may match the same URL, and no Cache-Control goes on '/*'.
 */
export function htmlPatterns(pagePaths: readonly string[]): string[] {
  const patterns = new Set<string>();
  for (const page of pagePaths) {
    const path = `/${page}`.replace(/\/+$/, '').replace(/^\/?$/, '/');
    const rewrite = REWRITES.find((r) => path === r.prefix.slice(0, -1));
    if (path === '/') {
      patterns.add('/');
    } else if (rewrite) {
      patterns.add(path);
      patterns.add(rewrite.from);
    } else if (path.endsWith('.html')) {
      patterns.add(path);
    } else {
      patterns.add(path);
      patterns.add(`${path}/`);
    }
  }
  return [...patterns];
}

const GENERATED =
  'Generated by `npm run build` (integrations/cdn-rules.ts). Do not edit: change the rules and rebuild.';

export function renderRedirects(): string {
  const lines = [
    `# ${GENERATED}`,
    '# Dynamic routes are answered by their static shells; the page reads its parameter from the URL.',
  ];
  for (const rewrite of REWRITES) lines.push(`${rewrite.from} ${rewrite.to} 200`);
  return `${lines.join('\n')}\n`;
}

export interface HeadersInput {
  csp: string;
  pagePaths: readonly string[];
}

export function renderHeaders({ csp, pagePaths }: HeadersInput): string {
  const blocks: string[] = [`# ${GENERATED}`];
  const block = (pattern: string, headers: [string, string][]) =>
    blocks.push(
      [pattern, ...headers.map(([name, value]) => (name.startsWith('!') ? `  ${name}` : `  ${name}: ${value}`))].join(
        '\n',
      ),
    );
  block('/*', securityHeaders(csp));
  // '!' drops the header an earlier matching rule set (Cloudflare Pages' syntax, which
  // server/src/site follows): /admin gets its own policy instead of both joined.
  const portal = new Set(securityHeaders(csp).map(([name]) => name));
  const admin = adminHeaders().flatMap(([name, value]): [string, string][] =>
    portal.has(name)
      ? [
          [`! ${name}`, ''],
          [name, value],
        ]
      : [[name, value]],
  );
  for (const pattern of ADMIN_PATTERNS) block(pattern, admin);
  block('/_astro/*', [['Cache-Control', IMMUTABLE]]);
  for (const file of NO_CACHE_FILES) block(file, [['Cache-Control', NO_CACHE]]);
  for (const pattern of htmlPatterns(pagePaths)) block(pattern, [['Cache-Control', REVALIDATE]]);
  return `${blocks.join('\n\n')}\n`;
}

/** An nginx equivalent, to include in the http context (conf.d/). */
export function renderNginx({ csp }: { csp: string }): string {
  const addHeaders = (list: [string, string][], indent: string) =>
    list.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n');
  const headers = addHeaders(securityHeaders(csp), '    ');
  // nginx drops the server's add_header lines in a location that has its own: all of them again.
  const admin = addHeaders([...adminSecurityHeaders(csp), ['Cache-Control', '$punkty_cache_control']], '        ');
  const rewrites = REWRITES.map(
    (r) => `    location ^~ ${r.prefix} {\n        try_files $uri $uri/index.html ${r.to};\n    }`,
  ).join('\n');
  return `# Punkty: nginx configuration for the static site (the contents of dist/).
# ${GENERATED}
# The build writes it as dist/_nginx.conf with the Content-Security-Policy of
# that very build (its inline-script hashes and API origin); the copy in
# docs/deploy/nginx.conf is the one for the default configuration.
# Put it in the http context (e.g. /etc/nginx/conf.d/punkty.conf), set
# server_name and root, add TLS, and reload nginx after every deploy.

# HTML is revalidated on every visit; hashed assets under /_astro/ never change; the
# service worker and the web app manifest are checked on every visit too.
map $sent_http_content_type $punkty_html_cache {
    ~^text/html "${REVALIDATE}";
    default "";
}
map $uri $punkty_cache_control {
    ~^/_astro/ "${IMMUTABLE}";
${NO_CACHE_FILES.map((file) => `    ${file} "${NO_CACHE}";`).join('\n')}
    default $punkty_html_cache;
}

server {
    listen 80;
    server_name punkty.example;
    root /var/www/punkty;
    charset utf-8;

${headers}
    add_header Cache-Control $punkty_cache_control always;

    error_page 404 /404.html;

    # Host configuration that travels with the build is not content.
    location ~ ^/_(headers|redirects|nginx\\.conf)$ {
        return 404;
    }

    location /_astro/ {
        try_files $uri =404;
    }

    # The web app manifest's type (older mime.types lack it).
    location = /manifest.webmanifest {
        default_type "application/manifest+json";
        types { }
        try_files $uri =404;
    }

    # Dynamic routes: their static shells answer with 200 (dist/_redirects).
${rewrites}

    # The CMS for the legal documents, under its own Content-Security-Policy.
    location ~ ^/admin(/|$) {
${admin}
        # nginx's mime.types has no YAML, and the CMS reads its config.yml only as YAML.
        default_type "text/yaml; charset=utf-8";
        try_files $uri $uri/index.html =404;
    }

    # /goals and /goals/ are both dist/goals/index.html, without a redirect.
    location / {
        try_files $uri $uri/index.html =404;
    }
}
`;
}
