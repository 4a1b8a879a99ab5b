// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** Globals of the plain .js/.mjs files (TypeScript files are checked by tsc instead). */
const browser = {
  window: 'readonly',
  document: 'readonly',
  location: 'readonly',
  sessionStorage: 'readonly',
  localStorage: 'readonly',
  getComputedStyle: 'readonly',
  MutationObserver: 'readonly',
  atob: 'readonly',
  btoa: 'readonly',
  URL: 'readonly',
  console: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
};
const node = {
  process: 'readonly',
  fetch: 'readonly',
  Buffer: 'readonly',
  URL: 'readonly',
  console: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
};

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'bench/results/',
      'playwright-report/',
      'test-results/',
      'coverage/',
      'server/.data/',
      '.data/',
      'src/lib/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    files: ['src/**/*.{js,mjs}'],
    languageOptions: { globals: browser },
  },
  {
    files: ['*.{js,mjs}', 'scripts/**/*.mjs', 'bench/**/*.mjs', 'integrations/**/*.mjs', 'server/**/*.mjs'],
    languageOptions: { globals: node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read loosely typed JSON bodies and check them with assertions.
    files: ['**/*.test.{ts,tsx}', 'server/src/test/**/*.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
