/**
 * esbuild plugin for the bundles that only send the API's reads and never read an answer
 * through the HTTP client: the inline scripts (inline-script.ts) and the service worker
 * (service-worker.ts). They import the reads' declarations (src/lib/api/read.ts), whose
 * modules also hold the changes that go through the client, with its session store, and
 * the features' URL rules, whose modules hold more than one page needs. Here every module
 * of src/lib counts as free of side effects (each entry calls what it runs), so what a
 * bundle does not use of them (the client, the stores, another page's rules) is left out;
 * with the parsers left out as well (`import.meta.env.INLINE_SCRIPT`), a page's inline
 * script carries only its own requests.
 */
import type { Plugin } from 'esbuild';

const LIBRARY = /[\\/]src[\\/]lib[\\/]/;
const RESOLVING = Symbol('resolving');

export const requestsOnly: Plugin = {
  name: 'punkty:requests-only',
  setup(build) {
    build.onResolve({ filter: /^\./ }, async (args) => {
      if (args.pluginData === RESOLVING) return undefined;
      const resolved = await build.resolve(args.path, {
        importer: args.importer,
        resolveDir: args.resolveDir,
        kind: args.kind,
        pluginData: RESOLVING,
      });
      if (resolved.errors.length || !LIBRARY.test(resolved.path)) return undefined;
      return { path: resolved.path, sideEffects: false };
    });
  },
};

/** The define that leaves each read's parser out (src/lib/api/read.ts). */
export const REQUESTS_ONLY_DEFINE = { 'import.meta.env.INLINE_SCRIPT': 'true' } as const;
