/**
 * Astro integration: after the build, every page's <head> names the modules of the islands
 * it hydrates at once (`<link rel="modulepreload">`): their component and renderer, which
 * the browser would otherwise find only as the body parses. Not what those import: the
 * whole graph (~30 hints a page) cost ~260 ms of the main thread at 4x CPU before the
 * parser ran the preloader, and its ~100 KiB took the slow line from the API's answers
 * and the banner. On slow 4G with 4x CPU, naming only the islands' modules brought LCP
 * 2.3-3.0 s → 1.4-2.7 s and data shown 2.1-2.9 s → 1.9-2.6 s on the logged-in pages
 * (bench 2026-11-27, docs/decisions/021).
 * Islands that wait to be scrolled to (client:visible) are left out: their bytes would
 * compete with the page's own. The whole graph is also named, in a meta tag the page
 * itself does not act on, for the client-side router's prefetch of the page (D17).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './html-files.ts';
import { moduleListMeta, modulePreloadLinks } from './module-preload-rules.ts';

export default function modulePreload(): AstroIntegration {
  return {
    name: 'punkty:module-preload',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const read = (path: string) => readFile(join(root, path), 'utf8');
        let pages = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const links = modulePreloadLinks(html) + (await moduleListMeta(html, read));
          if (!links) continue;
          await writeFile(file, html.replace('</head>', `${links}</head>`));
          pages++;
        }
        logger.info(`module preloads in ${pages} pages`);
      },
    },
  };
}
