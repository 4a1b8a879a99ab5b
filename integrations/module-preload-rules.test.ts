import { describe, expect, it } from 'vitest';
import { islandModules, modulePreloadLinks, moduleGraph } from './module-preload-rules.ts';

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

const page = `<html><head><link rel="stylesheet" href="/_astro/a.css"><script type="module" src="/_astro/goals.p.js"></script></head><body>
<astro-island uid="1" component-url="/_astro/Goals.a.js" renderer-url="/_astro/client.e.js" client="load"></astro-island>
<astro-island uid="4" component-url="/_astro/Wallet.w.js" renderer-url="/_astro/client.e.js" client="idle"></astro-island>
<astro-island uid="2" component-url="/_astro/Orders.f.js" renderer-url="/_astro/client.e.js" client="visible"></astro-island>
</body></html>`;

const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);

describe('module preloads (the islands’ modules named in <head>)', () => {
  it('names the modules of the islands hydrated at once, each once, not those waiting to be scrolled to', () => {
    expect(islandModules(page)).toEqual(['/_astro/Goals.a.js', '/_astro/client.e.js', '/_astro/Wallet.w.js']);
    expect(hrefs(modulePreloadLinks(page))).toEqual([
      '/_astro/Goals.a.js',
      '/_astro/client.e.js',
      '/_astro/Wallet.w.js',
    ]);
  });

  it('names neither what the islands import nor the page’s own module scripts, which the browser sees itself', () => {
    const named = hrefs(modulePreloadLinks(page));
    expect(named).not.toContain('/_astro/react.b.js');
    expect(named).not.toContain('/_astro/goals.p.js');
  });

  it('adds nothing to a page without islands, nor a module it already names', () => {
    expect(modulePreloadLinks('<html><head></head><body><h1>RODO</h1></body></html>')).toBe('');
    const named = page.replace('</head>', '<link rel="modulepreload" href="/_astro/client.e.js"></head>');
    expect(hrefs(modulePreloadLinks(named))).toEqual(['/_astro/Goals.a.js', '/_astro/Wallet.w.js']);
  });
});

describe('moduleGraph', () => {
  it('follows static imports, once each, and not lazy ones', async () => {
    expect(await moduleGraph(['/_astro/Goals.a.js', '/_astro/client.e.js'], read)).toEqual([
      '/_astro/Goals.a.js',
      '/_astro/client.e.js',
      '/_astro/react.b.js',
      '/_astro/queries.i.js',
      '/_astro/api.c.js',
    ]);
  });
});
