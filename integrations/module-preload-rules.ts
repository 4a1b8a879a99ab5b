/** Which modules a page's islands import at once, as `<link rel="modulepreload">` tags (module-preload.ts). */

/** Islands fetched only later: when scrolled to, or on the first toast. */
const LATER = new Set(['visible', 'toast']);

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The module URLs a page starts with: its module scripts and its islands' components and renderers. */
export function entryModules(html: string): string[] {
  const entries = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src) entries.add(src);
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (LATER.has(attribute(tag, 'client') ?? '')) continue;
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(tag, name);
      if (url) entries.add(url.replace(/&amp;/g, '&'));
    }
  }
  return [...entries].filter((url) => url.startsWith('/'));
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

/** The page's `<link rel="modulepreload">` tags, or '' when it starts no module. */
export async function modulePreloadLinks(html: string, read: (path: string) => Promise<string>): Promise<string> {
  const entries = entryModules(html);
  if (entries.length === 0) return '';
  const present = new Set(
    [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map(([tag]) => attribute(tag, 'href')),
  );
  return (await moduleGraph(entries, read))
    .filter((path) => !present.has(path))
    .map((path) => `<link rel="modulepreload" href="${path}">`)
    .join('');
}
