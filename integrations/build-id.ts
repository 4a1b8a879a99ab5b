/**
 * Astro integration: every page names its build (`<meta name="punkty-build">`), a hash of
 * the names of the build's hashed files, which change with their content. The client-side
 * router swaps in only pages of its own build: a page of a new deploy is loaded whole, with
 * its own modules (src/lib/navigation/build.ts, D17). Runs before the service worker's
 * precache list is written, so the pages it keeps carry their build too.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { BUILD_META } from '../src/lib/navigation/build.ts';

/** The build's identity: its hashed assets' names, sorted. */
export function buildId(assetNames: readonly string[]): string {
  return createHash('sha256')
    .update([...assetNames].sort().join('\n'))
    .digest('base64url')
    .slice(0, 16);
}

export const buildMeta = (id: string) => `<meta name="${BUILD_META}" content="${id}">`;

export default function buildIdentity(): AstroIntegration {
  return {
    name: 'punkty:build-id',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        const assets = entries
          .filter((entry) => entry.isFile() && entry.parentPath.endsWith('_astro'))
          .map((entry) => entry.name);
        const id = buildId(assets);
        const pages = entries.filter(
          (entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes('admin'),
        );
        for (const page of pages) {
          const file = join(page.parentPath, page.name);
          const html = await readFile(file, 'utf8');
          if (html.includes('</head>')) await writeFile(file, html.replace('</head>', `${buildMeta(id)}</head>`));
        }
        logger.info(`build ${id} named in ${pages.length} pages`);
      },
    },
  };
}
