/**
 * Astro integration: shorter preload lists for lazy imports (issue 24). For every `import()`,
 * Vite lists the chunks the lazy module needs (__vite__mapDeps), and its helper asks for them
 * all at once, so a lazy module arrives in one round trip instead of one per level of imports
 * (a first opening of the burger or the wallet panel: 3 levels, ~300 ms more on slow 4G
 * without the list). Most of each list, though, names chunks the importing chunk itself
 * imports statically: React, the API client, the data layer, already there when the import
 * runs. They are left out here, which keeps the one round trip and takes 0.3-0.6 KB of JS off
 * every logged-in page.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

type Bundle = Record<string, { type: string; imports?: string[] }>;

/** Every chunk `file` imports statically, directly or through others. */
export function staticClosure(bundle: Bundle, file: string, seen = new Set<string>()): Set<string> {
  for (const dependency of bundle[file]?.imports ?? []) {
    if (seen.has(dependency)) continue;
    seen.add(dependency);
    staticClosure(bundle, dependency, seen);
  }
  return seen;
}

/** The preload list of a lazy import in `host`, without what `host` already has loaded. */
export const withoutLoaded = (deps: string[], loaded: Set<string> | undefined): string[] =>
  loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;

function lazyPreloadPlugin(): Plugin {
  const closures = new Map<string, Set<string>>();
  return {
    name: 'punkty:lazy-preload',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_url, deps, { hostId }) => withoutLoaded(deps, closures.get(hostId)),
          },
        },
      };
    },
    // Before Vite writes the lists (its import analysis runs among the last plugins).
    generateBundle(_options, bundle) {
      closures.clear();
      for (const [file, chunk] of Object.entries(bundle as Bundle))
        if (chunk.type === 'chunk') closures.set(file, staticClosure(bundle as Bundle, file));
    },
  };
}

export default function lazyPreload(): AstroIntegration {
  return {
    name: 'punkty:lazy-preload',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [lazyPreloadPlugin()] } });
      },
    },
  };
}
