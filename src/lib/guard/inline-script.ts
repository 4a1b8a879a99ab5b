import { transformSync } from 'esbuild';

/**
 * Turns the source of a small module (guard.js, shell-paint.js) into a classic inline
 * script: the `export` keywords go, the rest runs inside an IIFE that ends with `call`, and
 * esbuild minifies it (it is repeated in the HTML of every page that has it). The build
 * hashes the result for the CSP (integrations/cdn.ts). Runs at build time only.
 */
export function toInlineScript(source: string, call: string): string {
  const body = source.replace(/^export /gm, '');
  return transformSync(`(function(){\n${body}\n${call}\n})();`, { minify: true, target: 'es2022' }).code.trim();
}
