import paintSource from './shell-paint.js?raw';

/**
 * shell-paint.js as a classic inline script: comments and `export` go, and it calls
 * paint(sessionStorage, document) inside an IIFE. The build hashes it for the CSP
 * (integrations/cdn.ts), like the guard.
 */
export function toPaintScript(source: string): string {
  const body = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^export /gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  return `(function(){\n${body}\ntry{paint(sessionStorage,document)}catch{}\n})();`;
}

export const shellPaintScript = toPaintScript(paintSource);

/** The marker after the paint script that AppLayout's render-blocking <link rel="expect"> names. */
export const SHELL_PAINTED_ID = 'shell-painted';
