/**
 * Astro integration: `import code from './module.ts?inline-script'` gives the module
 * bundled with everything it imports into one minified classic script (a string), for
 * `<script is:inline set:html={code} />`. A page's only script then arrives with its
 * HTML: no module request and no chain of shared chunks behind it (/counter, issue 12).
 * The build hashes every inline script for the CSP (integrations/cdn.ts).
 */
import { build } from 'esbuild';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { REQUESTS_ONLY_DEFINE, requestsOnly } from './requests-only.ts';

const SUFFIX = '?inline-script';

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    // An inline script sends the API's reads but never reads their answers (requests-only.ts).
    define: REQUESTS_ONLY_DEFINE,
    plugins: [requestsOnly],
  });
  return result.outputFiles[0]!.text.trim();
}

/** The Vite plugin alone: Vitest's config uses it too (guard.test.js runs the guard's script). */
export function inlineScriptPlugin(): Plugin {
  return {
    name: 'punkty:inline-script',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const entry = id.slice(0, -SUFFIX.length);
      this.addWatchFile(entry);
      return `export default ${JSON.stringify(await bundle(entry))};`;
    },
  };
}

export default function inlineScript(): AstroIntegration {
  return {
    name: 'punkty:inline-script',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [inlineScriptPlugin()] } });
      },
    },
  };
}
