// @ts-check
import react from '@astrojs/react';
import solid from '@astrojs/solid-js';
import { defineConfig } from 'astro/config';
import cdn from './integrations/cdn.ts';
import modulePreload from './integrations/module-preload.ts';
import buildIdentity from './integrations/build-id.ts';
import inlineScript from './integrations/inline-script.ts';
import cms from './integrations/cms.ts';
import siteConfig from './integrations/site-config.ts';
import lazyPreload from './integrations/lazy-preload.ts';
import instantSwap from './integrations/instant-swap.ts';
import serviceWorker from './integrations/service-worker.ts';
import { satteri } from '@astrojs/markdown-satteri';
import { legalMarkdown } from './src/lib/content/legal-markdown.ts';

/**
 * An entry script's file: its component's name, without the suffix Astro gives a component's script.
 * @param {{ name: string }} chunk
 */
const scriptFileName = ({ name }) =>
  `_astro/${name.replace(/\.astro_astro_type_script_index_\d+_lang$/, '')}.[hash].js`;

export default defineConfig({
  output: 'static',
  // PUNKTY_OUT_DIR lets several builds of one checkout live side by side (parallel e2e runs).
  outDir: process.env.PUNKTY_OUT_DIR || './dist',
  // Stylesheets stay files (cached across the pages of a session) rather than inlined into
  // every page's HTML: the shell's button and banner styles were 1.5 KiB (brotli) of each page.
  build: { format: 'directory', inlineStylesheets: 'never' },
  // Astro's prefetch stays off: it would add a script to every page, and /rodo and
  // /terms-and-conditions must ship none. The portal prefetches with its own router's
  // code (src/lib/navigation/prefetch.ts, docs/decisions/025).
  prefetch: false,
  // The legal Markdown: links to other sites in a new tab (D15), the text typeset (decision 022).
  markdown: { processor: satteri({ hastPlugins: [legalMarkdown] }) },
  // `npm run cms` (scripts/cms.mjs) runs the dev server for editors: no developer toolbar over the CMS.
  devToolbar: { enabled: !process.env.PUBLIC_CMS_LOCAL_BACKEND },
  vite: {
    // A component's script is named after the component alone ('Navigation.<hash>.js', not
    // 'Navigation.astro_astro_type_script_index_0_lang.<hash>.js'): the name is in every page's
    // HTML and in the imports of its chunks, and random-looking text does not compress.
    environments: { client: { build: { rolldownOptions: { output: { entryFileNames: scriptFileName } } } } },
    build: {
      // Bundled scripts stay files under /_astro/ (cached across the pages of
      // this multi-page app) instead of being inlined into every page's HTML.
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
      // A few shared chunks instead of some forty small ones: brotli compresses each file on
      // its own, so every page paid for the same import lines and lost the context between
      // them (/goals: 102.4 → 98.0 KiB, the login page 62.9 → 61.6). Each group holds what
      // its pages load anyway; React, the shared text helpers and the API client stay apart,
      // so the login page (which loads the API client on the form's first focus) does not
      // take the logged-in pages' code.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Vite's helper for lazy imports, alone: in a group with the API client it made the
              // login page, which only imports lazily, download the whole client at once.
              { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
              // The access guard's rules, shared by the client-side router (every page with it, the
              // login page included) and the session store: alone, or the login page would take
              // the API client's chunk with it. So do the network's quiet and Save-Data checks, which
              // the router's prefetch shares with the worker's registration and the banners.
              {
                name: 'guard',
                test: /src[\\/]lib[\\/](guard[\\/]guard\.js|save-data\.ts|offline[\\/]register\.ts)$/,
                priority: 25,
              },
              // React's bindings of nanostores go with React: in the data layer's chunk they made every
              // page's own script (startGoals…, which needs no React) wait for React's 57 KiB first.
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react)[\\/]/,
                priority: 20,
              },
              {
                name: 'text',
                test: /src[\\/]lib[\\/]format[\\/](typography|number|plural|money-words|text)\.ts$/,
                priority: 15,
              },
              // Small modules every page with the router loads together, and the catalogue's two UI
              // hooks: one chunk each instead of two (each chunk costs its own imports and exports).
              { name: 'navigation', test: /src[\\/]lib[\\/]navigation[\\/](layers|prefetched|loader|build)\.ts$/, priority: 15 },
              { name: 'ui-hooks', test: /src[\\/]islands[\\/]ui[\\/](useLayer|useMediaQuery)\.ts$/, priority: 15 },
              // Dates, with the day check they import: left to themselves, the day check fell into the
              // logged-in pages' chunk and brought it to the activation page.
              { name: 'date', test: /src[\\/]lib[\\/]format[\\/](date|iso-day)\.ts$/, priority: 15 },
              {
                name: 'api',
                test: /node_modules[\\/]ky[\\/]|src[\\/]lib[\\/](api[\\/](client|parse)\.ts|errors\.ts|toast[\\/](toast|plain-toast)\.ts)/,
                priority: 10,
              },
              // The logged-in pages' data layer and shell state (decisions 021 and 024); not the
              // offline note's module, which a page loads only once an answer came from the cache,
              // nor the ledger's rules and the points due to expire (participant/wallet-moves.ts and
              // expiring.ts), which only /history, an order and the opened wallet panel need. The URL
              // helpers and onEveryVisit join it: every logged-in page loads them, alone they were two
              // files more (the catalogue's JS 102 462 → 102 272 B, /rules and /profile +0.1 KiB).
              {
                name: 'session',
                test: /node_modules[\\/]@nanostores[\\/]query[\\/]|src[\\/]lib[\\/]((query|shell)[\\/]|participant[\\/](?!wallet-moves|expiring)|offline[\\/](?!stale-note|note\.)|stores[\\/](popup-waits|watcher)\.ts$|auth[\\/]target\.ts$)|src[\\/]islands[\\/]shell[\\/]shell-page\.ts$|src[\\/]lib[\\/](url|navigation[\\/]visits)\.ts$/,
              },
            ],
          },
        },
      },
    },
  },
  integrations: [
    // The PUBLIC_* settings, checked once: the code gets the values (src/lib/config/config.ts).
    siteConfig(),
    // Lazy imports preload only the chunks their importer has not loaded already.
    lazyPreload(),
    // The client-side router swaps pages at once, without the View Transition API (decision 025).
    instantSwap(),
    // Two JSX frameworks side by side (TOOLCHAIN.md): React for the islands, Solid only for
    // the Toaster (src/lib/toast/toaster.ts, no island), and solid-toast ships raw JSX that
    // Solid must compile.
    react({ include: ['**/src/islands/**/*.{tsx,jsx}'] }),
    solid({ include: ['**/node_modules/solid-toast/**'] }),
    // Decap CMS's bundle under /admin/ (docs/decisions/017); before cdn(), which writes the headers.
    cms(),
    inlineScript(),
    // Every page names its islands' modules in <head>, before the worker's precache list and the CSP are written.
    modulePreload(),
    // Every page names its build, for the client-side router (D17); before the worker's precache list.
    buildIdentity(),
    // dist/sw.js, the service worker (docs/decisions/024): after every file of the build is written.
    serviceWorker(),
    cdn(),
  ],
});
