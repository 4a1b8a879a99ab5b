/** The built pages of `dir` (its .html files), not the CMS's under /admin. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes('admin'))
    .map((entry) => join(entry.parentPath, entry.name));
}
