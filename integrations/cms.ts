/**
 * Astro integration: puts Decap CMS's prebuilt bundle (decap-cms.js and the
 * chunks it loads on demand) under /admin/ from node_modules, so the CMS is
 * served from our own origin without its 5 MB being committed. The build
 * copies the files into dist/admin/; the dev server (`npm run cms`) answers
 * them from node_modules. Only /admin's own script loads it
 * (docs/decisions/017).
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Where the CMS's files are served: /admin/decap-cms.js and its chunks beside it. */
export const CMS_PATH = '/admin/';
const BUNDLE = /^(\d+\.)?decap-cms\.js$/;

function bundleDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('decap-cms/package.json')), 'dist');
}

/** The files of the browser bundle (no source maps, not the second `cms.js` copy). */
export async function bundleFiles(dir = bundleDir()): Promise<string[]> {
  return (await readdir(dir)).filter((name) => BUNDLE.test(name)).sort();
}

export default function cms(): AstroIntegration {
  return {
    name: 'punkty:cms',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const dir = bundleDir();
        server.middlewares.use((req, res, next) => {
          const name = req.url?.startsWith(CMS_PATH) ? req.url.slice(CMS_PATH.length).split('?')[0] : '';
          if (!name || !BUNDLE.test(name)) return next();
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          createReadStream(join(dir, name))
            .on('error', () => next())
            .pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const from = bundleDir();
        const to = join(fileURLToPath(dir), CMS_PATH);
        await mkdir(to, { recursive: true });
        const files = await bundleFiles(from);
        await Promise.all(files.map((name) => copyFile(join(from, name), join(to, name))));
        logger.info(`copied Decap CMS (${files.length} files) into ${CMS_PATH}`);
      },
    },
  };
}
