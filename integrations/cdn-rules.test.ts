import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../server/src/site/rules.ts';
import {
  IMMUTABLE,
  REVALIDATE,
  REWRITES,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  htmlPatterns,
  inlineScriptHashes,
  renderHeaders,
  renderNginx,
  renderRedirects,
} from './cdn-rules.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline classic and module scripts exactly as written', () => {
    const html = `<head><script>var a = 1;</script><script type="module">import "x";</script>
      <script src="/_astro/a.js"></script><script type="module" src="/b.js"></script>
      <script type="application/json">{"a":1}</script><script type="application/ld+json">{}</script>
      <SCRIPT>
 multi
</SCRIPT></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha('var a = 1;'), sha('import "x";'), sha('\n multi\n')]);
  });

  it('finds nothing in a page without scripts', () => {
    expect(inlineScriptHashes('<html><body><p>script</p></body></html>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site and by hash, never unsafe-inline', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"], apiOrigin: null });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    // The service worker and the web app manifest come from the site (docs/decisions/024).
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe');
  });

  it('admits the configured API origin in connect-src', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], apiOrigin: 'https://api.example.com' });
    expect(csp).toContain("connect-src 'self' https://api.example.com;");
  });
});

describe('rewrites', () => {
  it('serve the three dynamic routes from their shells', () => {
    expect(
      renderRedirects()
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual([
      '/activate-account/* /activate-account/index.html 200',
      '/restore-password/* /restore-password/index.html 200',
      '/award/* /award/index.html 200',
    ]);
    expect(REWRITES.map((r) => r.prefix)).toEqual(['/activate-account/', '/restore-password/', '/award/']);
  });
});

describe('htmlPatterns', () => {
  it('covers both spellings of directory pages and the dynamic routes by splat', () => {
    expect(htmlPatterns(['', 'goals', 'award', '404.html'])).toEqual([
      '/',
      '/goals',
      '/goals/',
      '/award',
      '/award/*',
      '/404.html',
    ]);
  });
});

describe('renderHeaders', () => {
  const text = renderHeaders({ csp: "default-src 'self'", pagePaths: ['', 'goals'] });
  const blocks = text
    .trim()
    .split('\n\n')
    .filter((block) => !block.startsWith('#'))
    .map((block) => block.split('\n'));

  it('puts the security headers on every path and no caching there', () => {
    const all = blocks.find(([pattern]) => pattern === '/*');
    expect(all).toContain("  Content-Security-Policy: default-src 'self'");
    expect(all).toContain('  X-Content-Type-Options: nosniff');
    expect(all).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
    expect(all?.join('\n')).not.toContain('Cache-Control');
  });

  it('makes hashed assets immutable and pages revalidate', () => {
    expect(blocks).toContainEqual(['/_astro/*', `  Cache-Control: ${IMMUTABLE}`]);
    expect(blocks).toContainEqual(['/goals/', `  Cache-Control: ${REVALIDATE}`]);
    expect(blocks).toContainEqual(['/', `  Cache-Control: ${REVALIDATE}`]);
  });

  it('has the service worker and the manifest checked on every visit', () => {
    expect(blocks).toContainEqual(['/sw.js', '  Cache-Control: no-cache']);
    expect(blocks).toContainEqual(['/manifest.webmanifest', '  Cache-Control: no-cache']);
    const served = (path: string) => headersFor(parseHeaders(text), path).get('Cache-Control');
    expect(served('/sw.js')).toBe('no-cache');
    expect(served('/manifest.webmanifest')).toBe('no-cache');
    expect(served('/goals')).toBe(REVALIDATE);
  });
});

describe('/admin', () => {
  const csp = "default-src 'self'; script-src 'self' 'sha256-x'";
  const rules = parseHeaders(renderHeaders({ csp, pagePaths: ['', 'goals', 'admin'] }));
  const served = (path: string) => Object.fromEntries(headersFor(rules, path));

  it('gets its own policy and popup rule instead of the portal’s, and noindex', () => {
    for (const path of ['/admin', '/admin/', '/admin/decap-cms.js']) {
      expect(served(path), path).toMatchObject({
        'Content-Security-Policy': adminContentSecurityPolicy(),
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        'X-Robots-Tag': 'noindex, nofollow',
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
      });
    }
  });

  it('leaves every other path under the portal’s headers', () => {
    for (const path of ['/', '/goals', '/nope', '/administrator', '/_astro/a.js']) {
      expect(served(path)['Content-Security-Policy'], path).toBe(csp);
      expect(served(path)['Cross-Origin-Opener-Policy'], path).toBe('same-origin');
      expect(served(path)['X-Robots-Tag'], path).toBeUndefined();
    }
  });

  it('allows eval and the GitHub API, and no inline script or other host', () => {
    const policy = adminContentSecurityPolicy();
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' 'unsafe-eval'");
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.github.com");
    expect(policy).not.toContain('*');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('has a location of its own in nginx, with every security header again', () => {
    const conf = renderNginx({ csp });
    const location = /location ~ \^\/admin\(\/\|\$\) \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(location).toContain(`add_header Content-Security-Policy "${adminContentSecurityPolicy()}" always;`);
    expect(location).toContain('add_header X-Frame-Options "DENY" always;');
    expect(location).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(location).not.toContain(csp);
  });
});

describe('renderNginx', () => {
  const conf = renderNginx({ csp: "default-src 'self'; script-src 'self' 'sha256-x'" });

  it('sends the same CSP and the 404 page', () => {
    expect(conf).toContain(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-x'" always;`,
    );
    expect(conf).toContain('error_page 404 /404.html;');
  });

  it('rewrites the dynamic routes to their shells', () => {
    for (const rewrite of REWRITES) {
      expect(conf).toContain(`location ^~ ${rewrite.prefix} {\n        try_files $uri $uri/index.html ${rewrite.to};`);
    }
  });

  it('has the service worker and the manifest checked on every visit, the manifest with its type', () => {
    expect(conf).toContain('    /sw.js "no-cache";');
    expect(conf).toContain('    /manifest.webmanifest "no-cache";');
    expect(conf).toContain('default_type "application/manifest+json";');
  });

  it('has balanced braces', () => {
    expect(conf.split('{').length).toBe(conf.split('}').length);
  });
});
