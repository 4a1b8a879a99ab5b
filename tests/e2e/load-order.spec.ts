/**
 * What a logged-in page runs before React has arrived, read from the build under test.
 * A page's module scripts run in document order once their imports are in; the last of
 * them starts the page's data (startGoals… in src/lib/<feature>/queries.ts), which needs
 * no React. If any of them imported React (~57 KiB brotli, the largest module), the data
 * would be taken over only after it, while the islands were already hydrating.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { moduleGraph } from '../../integrations/module-preload-rules.ts';
import { DIST } from '../../scripts/lib/build.mjs';
import { ROUTES } from '../../src/lib/routes.ts';
import { expect, test } from './fixtures.ts';

const read = (path: string) => readFile(join(DIST, path), 'utf8');
/** React's element symbols: in react and react-dom, in no module of ours. */
const REACT = /Symbol\.for\(\s*["'`]react\./;

for (const route of ROUTES.filter((r) => r.access === 'protected')) {
  test(`${route.path}: the page's own scripts run without React`, async () => {
    const html = readFileSync(join(DIST, route.file), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src!);
    expect(scripts.length, 'module scripts').toBeGreaterThan(0);
    const graph = await moduleGraph(scripts, read);
    const withReact: string[] = [];
    for (const path of graph) if (REACT.test(await read(path))) withReact.push(path);
    expect(withReact).toEqual([]);
  });
}
