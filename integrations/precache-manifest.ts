/**
 * The service worker's precache list (docs/decisions/024): every file of the built site a
 * page needs to paint and work with no network: each route's HTML (404.html too), the
 * hashed CSS and JS under /_astro/ (lazy chunks included), the icons and the web app
 * manifest. Not /admin (the CMS), not the documents under /docs, not the host's files.
 * Hashed files are versioned by their names; every other file gets a revision from its
 * content, so a deploy that changes it is fetched again.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Larger files are left out (Workbox's own default limit): a first visit must not wait for them. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

const HASHED = /^_astro\//;

/** Whether a file of dist/ (path relative, with '/') belongs to the static shell. */
export function isShellFile(path: string): boolean {
  if (/^(admin|docs)\//.test(path)) return false;
  if (HASHED.test(path)) return !path.endsWith('.map');
  if (path.endsWith('.html')) return true;
  return /^(favicon\.svg|manifest\.webmanifest|icons\/[^/]+\.(png|svg))$/.test(path);
}

/** The entries, sorted by URL, and the shell files too large to precache. */
export async function precacheManifest(dir: string): Promise<{ entries: PrecacheEntry[]; tooLarge: string[] }> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length).split(sep).filter(Boolean).join('/'))
    .filter(isShellFile)
    .sort();
  const entries: PrecacheEntry[] = [];
  const tooLarge: string[] = [];
  for (const path of files) {
    const content = await readFile(join(dir, path));
    if (content.byteLength > MAX_FILE_BYTES) {
      tooLarge.push(path);
      continue;
    }
    const revision = HASHED.test(path) ? null : createHash('md5').update(content).digest('hex');
    entries.push({ url: `/${path}`, revision });
  }
  return { entries, tooLarge };
}
