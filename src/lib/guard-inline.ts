import guardSource from './guard.js?raw';

/**
 * Turns the source of guard.js into a classic inline script: the `export`
 * keywords and whole-line comments go, the rest runs inside an IIFE that ends
 * with run(window). The build hashes the result for the CSP (integrations/cdn.mjs).
 */
export function toInlineScript(source: string): string {
  const body = source
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^export /gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  return `(function(){\n${body}\nrun(window);\n})();`;
}

export const guardInlineScript = toInlineScript(guardSource);
