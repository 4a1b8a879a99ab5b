import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, runBin } from './run.mjs';

/** The built site; PUNKTY_OUT_DIR (also read by astro.config.mjs) moves it. */
export const DIST = process.env.PUNKTY_OUT_DIR ? resolve(ROOT, process.env.PUNKTY_OUT_DIR) : join(ROOT, 'dist');
/** Written last by the build (integrations/cdn.ts): its age is the build's age. */
const BUILD_MARKER = join(DIST, '_headers');
const SOURCES = ['src', 'public', 'integrations', 'astro.config.mjs', 'package-lock.json', '.env', '.env.production'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true })) {
    newest = Math.max(newest, statSync(join(path, String(entry))).mtimeMs);
  }
  return newest;
}

/** True when dist/ is missing or older than anything it is built from. */
export function buildIsStale() {
  if (!existsSync(BUILD_MARKER)) return true;
  const built = statSync(BUILD_MARKER).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(ROOT, source)) > built);
}

/** Runs `astro build` when forced or stale; exits the process when the build fails. */
export async function ensureBuilt({ force = false } = {}) {
  if (!force && !buildIsStale()) return;
  console.log('Building the site (astro build)…');
  const code = await runBin('astro', ['build']);
  if (code !== 0) process.exit(code);
}
