/**
 * Astro integration: after the build, writes the CDN's files into dist/
 * (_redirects, _headers) and the nginx equivalent (_nginx.conf), with a
 * Content-Security-Policy that lists the hash of every inline script the
 * build produced, so no script needs 'unsafe-inline'.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { apiOrigin, parseConfig } from '../src/lib/config/config-schema.ts';
import { contentSecurityPolicy, inlineScriptHashes, renderHeaders, renderNginx, renderRedirects } from './cdn-rules.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** 'goals/index.html' → 'goals', 'index.html' → '', '404.html' → '404.html'. */
function pagePath(file: string): string {
  return file
    .split(sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '');
}

export default function cdn(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'punkty:cdn',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const env = loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', root, 'PUBLIC_');
        const origin = apiOrigin(parseConfig(env));

        const files = await htmlFiles(out);
        const hashes: string[] = [];
        for (const file of files) hashes.push(...inlineScriptHashes(await readFile(file, 'utf8')));
        const csp = contentSecurityPolicy({ scriptHashes: hashes, apiOrigin: origin });
        const pagePaths = files.map((file) => pagePath(relative(out, file))).sort();

        await writeFile(join(out, '_redirects'), renderRedirects());
        await writeFile(join(out, '_headers'), renderHeaders({ csp, pagePaths }));
        const nginx = renderNginx({ csp });
        await writeFile(join(out, '_nginx.conf'), nginx);
        // docs/deploy/nginx.conf is the copy for the default configuration (same-origin API).
        const documented = await readFile(join(root, 'docs', 'deploy', 'nginx.conf'), 'utf8').catch(() => '');
        if (origin === null && documented !== nginx) {
          logger.warn('docs/deploy/nginx.conf differs from this build: cp dist/_nginx.conf docs/deploy/nginx.conf');
        }
        logger.info(
          `wrote _redirects, _headers and _nginx.conf: ${files.length} pages, ${new Set(hashes).size} inline-script hashes, connect-src ${origin ?? "'self'"}`,
        );
      },
    },
  };
}
