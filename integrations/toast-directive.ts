/**
 * Astro integration: registers `client:toast`, the directive that hydrates the Toaster
 * island on the first toast instead of on page load (docs/decisions/015).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function toastDirective(): AstroIntegration {
  return {
    name: 'punkty:toast-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'toast',
          entrypoint: fileURLToPath(new URL('../src/lib/toast/toast-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
