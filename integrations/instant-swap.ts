/**
 * Astro integration: the client-side router swaps pages at once, in every browser (issue 24,
 * docs/decisions/025). Astro's router runs each swap inside the View Transition API where the
 * browser has it: the browser first captures the old page, then animates the new one in. On a
 * mid-tier phone that capture and the frames of the animation took ~110 ms of a 556 ms tap
 * from the catalogue to an award (bench/results/2026-11-30-instant-swap.md). The router's own
 * path for browsers without the API (`fallback="swap"`) replaces the page in one step; this
 * makes the router take it everywhere. The build fails if the router's code no longer has the
 * line this replaces (a new Astro), rather than shipping the transitions unnoticed.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

const ROUTER = /astro[\\/]dist[\\/]transitions[\\/]router\.js$/;
const DETECTION = 'const supportsViewTransitions = inBrowser && !!document.startViewTransition;';

/** The router's module with its View Transition API detection answered "no". */
export function withoutViewTransitions(code: string): string {
  if (!code.includes(DETECTION))
    throw new Error(`instant-swap: Astro's router no longer has "${DETECTION}"; see integrations/instant-swap.ts`);
  return code.replace(DETECTION, 'const supportsViewTransitions = false;');
}

function instantSwapPlugin(): Plugin {
  return {
    name: 'punkty:instant-swap',
    transform: (code, id) => (ROUTER.test(id) ? withoutViewTransitions(code) : undefined),
  };
}

export default function instantSwap(): AstroIntegration {
  return {
    name: 'punkty:instant-swap',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [instantSwapPlugin()] } });
      },
    },
  };
}
