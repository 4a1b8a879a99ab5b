import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The API suite alone (`npm test -w server`, `npm run test:pg`); the root config runs it too. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The migrated and seeded databases every file copies (src/test/templates.ts).
    globalSetup: ['src/test/templates.ts'],
    // As the root config's: two workers even on two cores (its comment says why).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
