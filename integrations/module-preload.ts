/**
 * Astro integration: after the build, every page's <head> names the modules its islands
 * will import at once (`<link rel="modulepreload">`), so the browser fetches the whole
 * graph while the HTML parses instead of one level of imports at a time. Without it a
 * logged-in page found its island modules only as the body parsed, React and the API
 * client one round trip later, and their imports one more: on slow 4G /goals hydrated at
 * 3.2 s with its first module in at 1.1 s (bench, 2026-11-27).
 * Islands that wait to be scrolled to (client:visible) and the Toaster (client:toast,
 * loaded on the first toast) are left out: their bytes would compete with the page's own.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { modulePreloadLinks } from './module-preload-rules.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes('admin'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export default function modulePreload(): AstroIntegration {
  return {
    name: 'punkty:module-preload',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const read = (path: string) => readFile(join(out, path), 'utf8');
        let pages = 0;
        for (const file of await htmlFiles(out)) {
          const html = await readFile(file, 'utf8');
          const links = await modulePreloadLinks(html, read);
          if (!links) continue;
          await writeFile(file, html.replace('</head>', `${links}</head>`));
          pages++;
        }
        logger.info(`module preloads in ${pages} pages`);
      },
    },
  };
}
