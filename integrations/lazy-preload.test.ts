import { describe, expect, it } from 'vitest';
import { staticClosure, withoutLoaded } from './lazy-preload.ts';

const bundle = {
  '_astro/page.js': { type: 'chunk', imports: ['_astro/api.js', '_astro/react.js'] },
  '_astro/api.js': { type: 'chunk', imports: ['_astro/guard.js'] },
  '_astro/guard.js': { type: 'chunk', imports: [] },
  '_astro/react.js': { type: 'chunk', imports: ['_astro/runtime.js'] },
  '_astro/runtime.js': { type: 'chunk', imports: ['_astro/react.js'] },
  '_astro/panel.js': { type: 'chunk', imports: ['_astro/popover.js', '_astro/react.js'] },
  '_astro/panel.css': { type: 'asset' },
};

describe('lazy preloads', () => {
  it('knows every chunk a chunk imports statically, through others and around cycles', () => {
    expect([...staticClosure(bundle, '_astro/page.js')].sort()).toEqual([
      '_astro/api.js',
      '_astro/guard.js',
      '_astro/react.js',
      '_astro/runtime.js',
    ]);
    expect(staticClosure(bundle, '_astro/guard.js').size).toBe(0);
  });

  it('leaves out of a lazy import’s list what its importer has loaded, and keeps the rest in order', () => {
    const deps = ['_astro/panel.js', '_astro/react.js', '_astro/popover.js', '_astro/runtime.js', '_astro/panel.css'];
    expect(withoutLoaded(deps, staticClosure(bundle, '_astro/page.js'))).toEqual([
      '_astro/panel.js',
      '_astro/popover.js',
      '_astro/panel.css',
    ]);
    expect(withoutLoaded(deps, undefined)).toEqual(deps);
  });
});
