// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
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
/** The features of src/islands/<feature>/ and src/lib/<feature>/ (ARCHITECTURE.md). */
const FEATURES = ['account', 'shell', 'goals', 'tasks', 'awards', 'history', 'profile'];

/**
 * Boundaries: a feature's islands use their own parts, the UI kit and lib, never another
 * feature's islands or lib/<feature>; islands never import the HTTP client (ky) itself,
 * nor src/lib/api: they subscribe to stores and call actions (decision 021).
 * Imports are relative, so the patterns name the sibling folders as they are written.
 */
const boundaries = FEATURES.flatMap((feature) =>
  [true, false].map((island) => {
    const others = FEATURES.filter((f) => f !== feature);
    /** @type {import('eslint').Linter.Config} */
    const config = {
      files: island ? [`src/islands/${feature}/**/*.{ts,tsx}`] : [`src/lib/${feature}/**/*.ts`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: island
              ? [{ name: 'ky', message: 'Islands reach the API through src/lib, never through ky itself.' }]
              : [],
            patterns: [
              {
                group: others.flatMap((f) => [`../${f}/*`, `../../islands/${f}/*`, `../../lib/${f}/*`]),
                message:
                  'A feature does not import another feature: move what both need into the UI kit or a shared lib layer.',
              },
              ...(island
                ? [
                    {
                      group: ['../../lib/api/*'],
                      message: "Islands read the API through their lib's fetcher stores and actions (decision 021).",
                      // The answers' types are the islands' props: a type import reads nothing.
                      allowTypeImports: true,
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    };
    return config;
  }),
);

/**
 * shared/ runs as it is in Node (type stripping) and in the site's bundle, for both programs:
 * it imports no package and nothing outside shared/ (its tests may).
 */
/** @type {import('eslint').Linter.Config} */
const sharedBoundaries = {
  files: ['shared/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(?!\\.{1,2}/)|^\\.\\./\\.\\./',
            message: 'shared/ imports only its own files: the site and the server both run it as it is.',
          },
        ],
      },
    ],
  },
};

/**
 * The shared layers run one way (issue 26): src/lib/api, query, stores and offline import each
 * other and the infrastructure below them (errors, formats, toasts, config, the inline guard),
 * never a feature's folder, the preloader or an island. Their tests may.
 */
const SHARED_LAYERS = ['api', 'query', 'stores', 'offline'];
const BELOW = [...SHARED_LAYERS, 'errors', 'format', 'toast', 'config', 'guard', 'url'];
/** @type {import('eslint').Linter.Config} */
const layerBoundaries = {
  files: SHARED_LAYERS.map((layer) => `src/lib/${layer}/**/*.ts`),
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\.\\./(?!\\.\\./|(${BELOW.join('|')})(/|$))|^\\.\\./\\.\\./(islands|pages|layouts)/`,
            message:
              'src/lib/api, query, stores and offline import nothing of a feature, the preloader or an island: move what they need down into them.',
          },
        ],
      },
    ],
  },
};

/** The UI kit and the Toaster are islands too: no ky, no src/lib/api. */
/** @type {import('eslint').Linter.Config} */
const kitBoundaries = {
  files: ['src/islands/ui/**/*.{ts,tsx}', 'src/islands/solid/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'ky', message: 'Islands reach the API through src/lib, never through ky itself.' }],
        patterns: [
          {
            group: ['../../lib/api/*'],
            message: "Islands read the API through their lib's fetcher stores and actions (decision 021).",
            allowTypeImports: true,
          },
        ],
      },
    ],
  },
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
      'bench/.peer/',
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
    // The rules of hooks and complete effect dependencies, as errors. The React Compiler's
    // rules of the plugin's preset (set-state-in-effect, refs, purity) flag the hand-written
    // loading effects that the data layer (fetcher stores) replaces: they come with it.
    files: ['src/islands/**/*.{ts,tsx}'],
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaries,
  kitBoundaries,
  layerBoundaries,
  sharedBoundaries,
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
