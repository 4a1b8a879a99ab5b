/**
 * Bench section "bytes": for every route, the HTML, CSS and JS a first visit
 * loads, raw, gzip (level 9) and brotli (quality 11), read from dist/.
 * A page loads its stylesheets, its <script src>, its modulepreloads, its
 * islands' component and renderer modules, and every module those import
 * statically. Lazy import() chunks are left out: a first visit need not load them.
 * The page's inline scripts are JavaScript it runs too (the guard with the preloader,
 * Astro's island and router scripts, the shell's paint…): `inline` counts each
 * `<script>` without src compressed alone, which is more than they cost inside the
 * HTML's own compression (they are in the HTML's bytes as well), so JS files + inline
 * is a conservative count of a page's JavaScript (issue 24).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { staticImports } from '../integrations/module-preload-rules.ts';
import { ROUTES } from '../src/lib/routes.ts';

// One reading of a built module's static imports, shared with the build's modulepreload step.
export { staticImports };

const KINDS = ['html', 'css', 'js'];
const zero = () => ({ raw: 0, gzip: 0, brotli: 0 });

function sizes(buffer) {
  return {
    raw: buffer.byteLength,
    gzip: gzipSync(buffer, { level: 9 }).byteLength,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.byteLength },
    }).byteLength,
  };
}

function attributes(tag) {
  const result = {};
  for (const [, name, , value] of tag.matchAll(/([\w:-]+)\s*=\s*(["'])(.*?)\2/g)) result[name.toLowerCase()] = value;
  return result;
}

/** Script types that are data, not JavaScript the page runs. */
const DATA_SCRIPT = /^(application\/(ld\+)?json|importmap|speculationrules)$/i;

/** The code of each inline script of an HTML document (`<script>` without src), in order. */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, tag, code] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const a = attributes(tag);
    if (a.src || DATA_SCRIPT.test(a.type ?? '') || !code.trim()) continue;
    scripts.push(code);
  }
  return scripts;
}

/** URLs of the CSS and JS an HTML document loads at once. */
export function pageAssets(html) {
  const css = new Set();
  const js = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(tag);
    if (a.rel === 'stylesheet' && a.href) css.add(a.href);
    if (a.rel === 'modulepreload' && a.href) js.add(a.href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attributes(tag);
    if (a.src) js.add(a.src);
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    const a = attributes(tag);
    for (const key of ['component-url', 'renderer-url', 'before-hydration-url']) if (a[key]) js.add(a[key]);
  }
  return { css: [...css], js: [...js] };
}

/**
 * The bytes of one page's first visit, by kind, with the files counted. `inline`: the
 * page's inline scripts, each compressed alone (already part of `html`: not a file).
 */
export function measurePage(dist, htmlFile) {
  const html = readFileSync(join(dist, htmlFile));
  const files = { html: [htmlFile], css: [], js: [], inline: 0 };
  const totals = { html: sizes(html), css: zero(), js: zero(), inline: zero() };
  for (const code of inlineScripts(html.toString('utf8'))) {
    const size = sizes(Buffer.from(code));
    for (const key of Object.keys(size)) totals.inline[key] += size[key];
    files.inline++;
  }
  /** Brotli bytes per CSS and JS file, by path: what a later visit may already have. */
  const brotliByAsset = new Map();
  const add = (kind, url) => {
    const path = new URL(url, 'http://site/').pathname;
    const buffer = readFileSync(join(dist, path));
    const size = sizes(buffer);
    for (const key of Object.keys(size)) totals[kind][key] += size[key];
    files[kind].push(url);
    brotliByAsset.set(path, size.brotli);
    return buffer;
  };
  const assets = pageAssets(html.toString('utf8'));
  for (const url of assets.css) add('css', url);
  const seen = new Set();
  const queue = assets.js.map((url) => new URL(url, 'http://site/').pathname);
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const code = add('js', path).toString('utf8');
    for (const specifier of staticImports(code)) {
      if (specifier.startsWith('.') || specifier.startsWith('/'))
        queue.push(new URL(specifier, `http://site${path}`).pathname);
    }
  }
  return { totals, files, brotliByAsset };
}

/**
 * Brotli bytes of a later visit, when the browser holds what an earlier page loaded. Hashed
 * assets are immutable (dist/_headers), so they are not asked for again; the HTML
 * revalidates (304 when unchanged). `from`: the earlier page's measurement, or null for
 * the same page again.
 */
export function laterVisitBrotli(page, from) {
  const cached = from ? from.brotliByAsset : page.brotliByAsset;
  let assets = 0;
  for (const [path, brotli] of page.brotliByAsset) if (!cached.has(path)) assets += brotli;
  return { html: page.totals.html.brotli, assets };
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
/** Issue 24 counts in KB of 1000 bytes: a logged-in page at most 100 000 bytes of JS. */
const kb = (bytes) => (bytes / 1000).toFixed(1);

/** A page's JavaScript, brotli: its JS files and its inline scripts (each compressed alone). */
export const jsWithInline = (totals) => totals.js.brotli + totals.inline.brotli;
const cell = (size) => `${kib(size.raw)} / ${kib(size.gzip)} / ${kib(size.brotli)}`;

export function measureRoutes(dist) {
  return ROUTES.map((route) => ({ route, ...measurePage(dist, route.file) }));
}

/** The section as Markdown. */
export function bytesSection({ dist }) {
  const rows = measureRoutes(dist);
  const lines = [
    '## Bytes of a first visit',
    '',
    'Per route: HTML, CSS and JS files loaded at once (raw / gzip / brotli, KiB). Requests = files fetched.',
    'Inline JS: the page’s inline scripts (each compressed alone; their bytes are in the HTML too, so Total',
    'counts them once). JS + inline: the page’s JavaScript in brotli KB of 1000 bytes, issue 24’s measure',
    '(a logged-in page at most 100 KB, the router included).',
    '',
    '| Route | HTML | CSS | JS | Inline JS | JS + inline, brotli KB | Total brotli | Requests |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { route, totals, files } of rows) {
    const brotli = KINDS.reduce((sum, kind) => sum + totals[kind].brotli, 0);
    const requests = KINDS.reduce((sum, kind) => sum + files[kind].length, 0);
    const inline = `${cell(totals.inline)} (${files.inline})`;
    lines.push(
      `| ${route.path} | ${cell(totals.html)} | ${cell(totals.css)} | ${cell(totals.js)} | ${inline} | ${kb(jsWithInline(totals))} | ${kib(brotli)} | ${requests} |`,
    );
  }
  lines.push('', ...repeatVisitTable(rows));
  return lines.join('\n');
}

/** The page again, and the page reached from the first one a participant sees. */
function repeatVisitTable(rows) {
  const byPath = new Map(rows.map((row) => [row.route.path, row]));
  const entry = (row) => byPath.get(row.route.access === 'protected' ? '/goals' : '/');
  const lines = [
    '### Later visits',
    '',
    'Brotli KiB fetched when the browser already holds files. Hashed CSS and JS are immutable, so the page again',
    'fetches no CSS or JS and only revalidates its HTML (a 304 of a few hundred bytes when it is unchanged, its full',
    'size after a deploy). "From the entry page": CSS and JS this page needs beyond what /goals (logged in) or /',
    '(logged out) loaded.',
    '',
    '| Route | The page again (HTML, when changed) | From the entry page (CSS + JS) |',
    '|---|---:|---:|',
  ];
  for (const row of rows) {
    const again = laterVisitBrotli(row, null);
    const from = entry(row);
    const next = from && from !== row ? kib(laterVisitBrotli(row, from).assets) : '—';
    lines.push(`| ${row.route.path} | ${kib(again.html)} | ${next} |`);
  }
  return lines;
}
