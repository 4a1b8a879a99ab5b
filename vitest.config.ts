/**
 * Standalone Vitest config (not Astro's getViteConfig: there the Solid
 * integration compiles for the server and solid-toast crashes at import;
 * TOOLCHAIN.md). The JSX include patterns mirror astro.config.mjs.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import solid from 'vite-plugin-solid';
import { defineConfig } from 'vitest/config';
import { inlineScriptPlugin } from './integrations/inline-script.ts';
import { serverProjects } from './server/vitest.config.ts';
import { parseConfig } from './src/lib/config/config-schema.ts';

export default defineConfig({
  plugins: [
    inlineScriptPlugin(),
    react({ include: ['**/src/islands/**/*.{tsx,jsx}'] }),
    solid({ include: ['**/node_modules/solid-toast/**'] }),
  ],
  // The site's settings as the build gives them (integrations/site-config.ts): the defaults.
  define: { __SITE_CONFIG__: JSON.stringify(parseConfig({})) },
  resolve: {
    // Astro's virtual module of the client-side router (src/lib/auth/auth.ts navigates with it).
    alias: {
      'astro:transitions/client': fileURLToPath(new URL('tests/fixtures/astro-transitions.ts', import.meta.url)),
    },
  },
  test: {
    // Vitest leaves a core to its main process, so one worker on CI's two cores; most of the
    // suite's files wait (databases, servers, timers) more than they compute, and two workers
    // share two cores with time to spare.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'happy-dom',
          // A stylesheet link in a test's DOM counts as loaded: the DOM loads no files.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
          include: ['src/**/*.test.{ts,tsx,js}'],
        },
      },
      // The rules and formats both programs import (shared/rules/README.md).
      {
        extends: true,
        test: {
          name: 'shared',
          environment: 'node',
          include: ['shared/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'tools',
          environment: 'node',
          include: ['integrations/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'bench/**/*.test.{ts,mjs}'],
        },
      },
      // The API's own projects (server/vitest.config.ts).
      ...serverProjects,
    ],
  },
});
