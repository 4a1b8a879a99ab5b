/**
 * A built page's modules: the islands' modules its <head> names (module-preload.ts), and the
 * static import graph of built modules (the bench's byte count, the load-order test).
 */

/** Islands fetched only later: when scrolled to. */
const LATER = new Set(['visible']);

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/**
 * The modules of the islands a page hydrates at once: their components and renderers. The
 * browser's preload scanner cannot see these (they are attributes of <astro-island>, read
 * only when the body parses); it sees the page's own module scripts by itself.
 */
export function islandModules(html: string): string[] {
  const modules = new Set<string>();
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (LATER.has(attribute(tag, 'client') ?? '')) continue;
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(tag, name);
      if (url) modules.add(url.replace(/&amp;/g, '&'));
    }
  }
  return [...modules].filter((url) => url.startsWith('/'));
}

/** Static imports of a built ES module: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:^|[;\n}\s/])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+)["']/g;
  for (const [, specifier] of code.matchAll(pattern)) found.add(specifier!);
  return [...found];
}

/** Every module the entries import statically, the entries included, in the order found. */
export async function moduleGraph(entries: string[], read: (path: string) => Promise<string>): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = await read(path).catch(() => '');
    for (const specifier of staticImports(code)) {
      if (specifier.startsWith('.') || specifier.startsWith('/'))
        queue.push(new URL(specifier, `http://site${path}`).pathname);
    }
  }
  return [...seen];
}

/**
 * The page's `<link rel="modulepreload">` tags for its islands' own modules, or '' when it
 * hydrates no island at once (why not what they import: module-preload.ts).
 */
export function modulePreloadLinks(html: string): string {
  const present = new Set(
    [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map(([tag]) => attribute(tag, 'href')),
  );
  return islandModules(html)
    .filter((path) => !present.has(path))
    .map((path) => `<link rel="modulepreload" href="${path}">`)
    .join('');
}

/** The meta tag that lists a page's whole module graph, for the client-side router's prefetch. */
export const MODULES_META = 'punkty-modules';

/** The page's own module scripts (`<script type="module" src>`). */
export function pageScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*type="module"[^>]*>/g)]
    .map(([tag]) => attribute(tag, 'src'))
    .filter((src): src is string => !!src?.startsWith('/'));
}

/**
 * `<meta name="punkty-modules">` naming every module the page loads at once (its scripts,
 * its islands' modules and all they import): not fetched by the page itself, but read by
 * the router's prefetch (src/lib/navigation/prefetch.ts), which preloads them all in one
 * go when a link to the page is about to be followed, instead of a chain of imports.
 */
export async function moduleListMeta(html: string, read: (path: string) => Promise<string>): Promise<string> {
  const graph = await moduleGraph([...pageScripts(html), ...islandModules(html)], read);
  return graph.length ? `<meta name="${MODULES_META}" content="${graph.join(' ')}">` : '';
}
