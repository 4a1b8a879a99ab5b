/**
 * Astro integration: after the build, writes dist/sw.js, the service worker of
 * docs/decisions/024: src/sw/sw.ts with Workbox bundled by esbuild, given the precache
 * list of this very build (precache-manifest.ts) and the API's base URL (D1).
 * Runs before cdn(), which writes sw.js's headers.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { loadEnv } from 'vite';
import { parseConfig } from '../src/lib/config/config-schema.ts';
import { precacheManifest, type PrecacheEntry } from './precache-manifest.ts';
import { REQUESTS_ONLY_DEFINE, requestsOnly } from './requests-only.ts';

export const SERVICE_WORKER_FILE = 'sw.js';

/** The worker's code for a build folder: what `astro build` writes, and what tests rebuild. */
export async function bundleServiceWorker(options: {
  root: string;
  entries: readonly PrecacheEntry[];
  apiBase: string;
}): Promise<string> {
  const result = await build({
    entryPoints: [join(options.root, 'src', 'sw', 'sw.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    define: {
      // Workbox's development logging is left out.
      'process.env.NODE_ENV': '"production"',
      // The worker knows the reads by their declarations and parses no answer (requests-only.ts).
      ...REQUESTS_ONLY_DEFINE,
      __PUNKTY_PRECACHE__: JSON.stringify(options.entries),
      __PUNKTY_API_BASE__: JSON.stringify(options.apiBase),
    },
    plugins: [requestsOnly],
  });
  return result.outputFiles[0]!.text;
}

/** Writes dir/sw.js for the built site in `dir`; answers how many files it precaches. */
export async function writeServiceWorker(options: { root: string; dir: string; apiBase: string }) {
  const { entries, tooLarge } = await precacheManifest(options.dir);
  const code = await bundleServiceWorker({ root: options.root, entries, apiBase: options.apiBase });
  await writeFile(join(options.dir, SERVICE_WORKER_FILE), code);
  return { entries, tooLarge, bytes: Buffer.byteLength(code) };
}

export default function serviceWorker(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'punkty:service-worker',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const env = loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', root, 'PUBLIC_');
        const { entries, tooLarge, bytes } = await writeServiceWorker({
          root,
          dir: fileURLToPath(dir),
          apiBase: parseConfig(env).loyaltyApiUrl,
        });
        for (const path of tooLarge) logger.warn(`${path} is too large to precache: it loads from the network`);
        logger.info(
          `wrote ${SERVICE_WORKER_FILE} (${(bytes / 1024).toFixed(1)} KiB): ${entries.length} files precached`,
        );
      },
    },
  };
}
