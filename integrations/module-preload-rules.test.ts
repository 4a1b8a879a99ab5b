import { describe, expect, it } from 'vitest';
import { entryModules, modulePreloadLinks } from './module-preload-rules.ts';

const files: Record<string, string> = {
  // Vite leaves a comment where a CSS import was; the next import follows it directly.
  '/_astro/Goals.a.js':
    'import{t as e}from"./react.b.js";/* empty css */import{q}from"./queries.i.js";import"./api.c.js";const l=()=>import("./Dialog.d.js");',
  '/_astro/queries.i.js': 'export const q=3;',
  '/_astro/client.e.js': 'import{t}from"./react.b.js";',
  '/_astro/react.b.js': 'export const t=1;',
  '/_astro/api.c.js': 'import{t}from"./react.b.js";export const a=2;',
  '/_astro/Orders.f.js': 'import"./api.c.js";',
};
const read = async (path: string) => files[path] ?? Promise.reject(new Error(path));

const page = `<html><head><link rel="stylesheet" href="/_astro/a.css"></head><body>
<astro-island uid="1" component-url="/_astro/Goals.a.js" renderer-url="/_astro/client.e.js" client="load"></astro-island>
<astro-island uid="2" component-url="/_astro/Orders.f.js" renderer-url="/_astro/client.e.js" client="visible"></astro-island>
<astro-island uid="3" component-url="/_astro/Toaster.g.js" renderer-url="/_astro/solid.h.js" client="toast"></astro-island>
</body></html>`;

describe('module preloads (the islands’ modules named in <head>)', () => {
  it('starts from the islands hydrated at once, not those waiting to be scrolled to or for a toast', () => {
    expect(entryModules(page)).toEqual(['/_astro/Goals.a.js', '/_astro/client.e.js']);
  });

  it('names every module they import statically, once, and none they import later', async () => {
    const links = await modulePreloadLinks(page, read);
    expect([...links.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual([
      '/_astro/Goals.a.js',
      '/_astro/client.e.js',
      '/_astro/react.b.js',
      '/_astro/queries.i.js',
      '/_astro/api.c.js',
    ]);
  });

  it('adds nothing to a page without modules', async () => {
    expect(await modulePreloadLinks('<html><head></head><body><h1>RODO</h1></body></html>', read)).toBe('');
  });
});
