import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScripts, jsWithInline, laterVisitBrotli, measurePage, pageAssets, staticImports } from './bytes.mjs';

describe('pageAssets', () => {
  it('finds what a page loads at once', () => {
    const html = `<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/_astro/a.css">
      <link rel="modulepreload" href="/_astro/m.js"><script>inline()</script><script type="module" src="/_astro/p.js"></script>
      <astro-island component-url="/_astro/Toaster.js" renderer-url="/_astro/client.js" props="{}"></astro-island>`;
    expect(pageAssets(html)).toEqual({
      css: ['/_astro/a.css'],
      js: ['/_astro/m.js', '/_astro/p.js', '/_astro/Toaster.js', '/_astro/client.js'],
    });
  });
});

describe('inlineScripts', () => {
  it('finds every script without src, classic or module, and no data script, no empty one', () => {
    const html = `<script>guard()</script><script type="module" src="/_astro/p.js"></script>
      <script type="module">import("/x.js")</script><script type="application/ld+json">{"a":1}</script>
      <script type="speculationrules">{}</script><script> </script><script is:inline data-api="">preload()</script>`;
    expect(inlineScripts(html)).toEqual(['guard()', 'import("/x.js")', 'preload()']);
  });
});

describe('measurePage', () => {
  const brotli = (text) =>
    brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

  it('counts each inline script compressed alone, beside the JS files and the modules they import', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bytes-'));
    mkdirSync(join(dist, '_astro'));
    const guard = 'var guarded=!0;'.repeat(20);
    const paint = 'document.documentElement.dataset.ready="";';
    writeFileSync(
      join(dist, 'index.html'),
      `<html><head><script>${guard}</script><script type="module" src="/_astro/page.js"></script></head><body><script>${paint}</script></body></html>`,
    );
    writeFileSync(join(dist, '_astro/page.js'), 'import"./shared.js";const lazy=()=>import("./lazy.js");');
    writeFileSync(join(dist, '_astro/shared.js'), 'export const shared=1;');
    const { totals, files } = measurePage(dist, 'index.html');
    expect(files.js).toEqual(['/_astro/page.js', '/_astro/shared.js']);
    expect(files.inline).toBe(2);
    expect(totals.inline.raw).toBe(guard.length + paint.length);
    expect(totals.inline.brotli).toBe(brotli(guard) + brotli(paint));
    expect(jsWithInline(totals)).toBe(totals.js.brotli + brotli(guard) + brotli(paint));
  });
});

describe('staticImports', () => {
  it('follows static imports and re-exports, not lazy import()', () => {
    const code = `import{a as b}from"./store.js";import "./side.js";export{c}from'./c.js';export*from"./d.js";
const x=import("./lazy.js");import{e}from"/_astro/e.js"`;
    expect(staticImports(code)).toEqual(['./store.js', './side.js', './c.js', './d.js', '/_astro/e.js']);
  });
});

describe('laterVisitBrotli', () => {
  const page = (html, assets) => ({
    totals: { html: { brotli: html } },
    brotliByAsset: new Map(Object.entries(assets)),
  });

  it('the same page again: only the HTML, no asset', () => {
    expect(laterVisitBrotli(page(5, { '/a.js': 60, '/b.css': 3 }), null)).toEqual({ html: 5, assets: 0 });
  });

  it('from another page: only the assets that page did not load', () => {
    const goals = page(7, { '/react.js': 60, '/shell.js': 8, '/goals.js': 12 });
    const tasks = page(6, { '/react.js': 60, '/shell.js': 8, '/tasks.js': 10, '/tasks.css': 2 });
    expect(laterVisitBrotli(tasks, goals)).toEqual({ html: 6, assets: 12 });
  });
});
