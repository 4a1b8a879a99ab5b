/**
 * `npm run cms`: the CMS in local mode. Edits go straight to the Markdown files
 * of the working tree (no login, no commit), through Decap's local backend
 * (decap-server), while Astro's dev server shows /admin with its live preview
 * and the real pages (/rodo, /terms-and-conditions), which reload as you save.
 *
 *   CMS_PORT       the site and /admin (default 4321)
 *   CMS_API_PORT   the local backend (default 8081)
 *   PUNKTY_CMS_REPO  the folder whose src/content/legal the CMS edits
 *                    (default: this working tree; the e2e test points it at a copy)
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { ROOT } from './lib/run.mjs';

const host = '127.0.0.1';
const sitePort = process.env.CMS_PORT || '4321';
const apiPort = process.env.CMS_API_PORT || '8081';
const repo = resolve(process.env.PUNKTY_CMS_REPO || ROOT);

/** A child on this Node (24), stopped with this process. */
function start(script, args, env) {
  return spawn(process.execPath, [script, ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
}

const require = createRequire(import.meta.url);
// MODE fs: reads and writes the files as they are; committing stays the editor's choice.
const backend = start(require.resolve('decap-server/dist/index.js'), [], {
  PORT: apiPort,
  BIND_HOST: host,
  MODE: 'fs',
  GIT_REPO_DIRECTORY: repo,
  LOG_LEVEL: 'warn',
});
const site = start(join(ROOT, 'node_modules', '.bin', 'astro'), ['dev', '--host', host, '--port', sitePort], {
  ASTRO_TELEMETRY_DISABLED: '1',
  PUBLIC_CMS_LOCAL_BACKEND: `http://${host}:${apiPort}/api/v1`,
  // The pages the dev server shows come from the same files the CMS edits.
  PUNKTY_LEGAL_DIR: join(repo, 'src/content/legal'),
});
console.log(`CMS (local mode): http://${host}:${sitePort}/admin/  — editing ${join(repo, 'src/content/legal')}`);

const children = [backend, site];
const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
// Either one stopping ends local mode: the CMS is no use without its backend, and vice versa.
for (const child of children) child.once('exit', stop);
await Promise.all(children.map((child) => new Promise((done) => child.once('exit', done))));
