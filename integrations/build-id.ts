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
import { htmlFiles } from './html-files.ts';

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
        const id = buildId(await readdir(join(root, '_astro')));
        const pages = await htmlFiles(root);
        for (const file of pages) {
          const html = await readFile(file, 'utf8');
          if (html.includes('</head>')) await writeFile(file, html.replace('</head>', `${buildMeta(id)}</head>`));
        }
        logger.info(`build ${id} named in ${pages.length} pages`);
      },
    },
  };
}
