import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The one file that replaces a module (vi.mock): it gets modules of its own. */
const MOCKS_MODULES = 'src/routes/shared-rules.test.ts';

/**
 * The API suite's two projects. The files share one module registry per worker instead of
 * importing the server afresh each (isolate: false): ~25% less time. They can, because every
 * file builds its own app, database and clock through src/test/harness.ts and no module of
 * the server keeps state between apps; a file that mocks a module is isolated.
 */
export const serverProjects: TestProjectInlineConfiguration[] = [
  { name: 'server', include: ['src/**/*.test.ts'], exclude: [MOCKS_MODULES], isolate: false },
  { name: 'server (module mocks)', include: [MOCKS_MODULES] },
].map(({ name, ...rest }) => ({
  root,
  test: {
    name,
    ...rest,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The migrated and seeded databases every file copies (src/test/templates.ts).
    globalSetup: ['src/test/templates.ts'],
  },
}));

/** The API suite alone (`npm test -w server`, `npm run test:pg`); the root config runs it too. */
export default defineConfig({
  root,
  test: {
    // As the root config's: two workers even on two cores (its comment says why).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: serverProjects,
  },
});
