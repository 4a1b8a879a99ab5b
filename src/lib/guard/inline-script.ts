/**
 * Turns the source of a small module (guard.js, shell-paint.js) into a classic inline
 * script: comments and the `export` keywords go, and the rest runs inside an IIFE that
 * ends with `call`. The build hashes the result for the CSP (integrations/cdn.ts).
 */
export function toInlineScript(source: string, call: string): string {
  const body = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^export /gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  return `(function(){\n${body}\n${call}\n})();`;
}
