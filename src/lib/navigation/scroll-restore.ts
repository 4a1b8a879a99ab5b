/**
 * Back and Forward restore the page's position (D12). Astro's router scrolls right after the
 * swap, when the page's islands may not have drawn their lists yet: the document is then too
 * short and the position is cut short. Until the page has grown to it, the position is asked
 * for again as the page grows, for at most MAX_MS and never once the participant scrolls,
 * presses or types.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';

const MAX_MS = 3000;
const INTERACTIONS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

function restoreAsPageGrows(x: number, y: number): void {
  const observer = new ResizeObserver(() => {
    if (Math.abs(scrollY - y) >= 1) scrollTo(x, y);
    if (Math.abs(scrollY - y) < 1) stop();
  });
  const timer = setTimeout(() => stop(), MAX_MS);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of INTERACTIONS) removeEventListener(type, stop, true);
  }
  for (const type of INTERACTIONS) addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
}

export function startScrollRestore(): void {
  let traverse = false;
  document.addEventListener('astro:before-preparation', (event) => {
    traverse = (event as TransitionBeforePreparationEvent).navigationType === 'traverse';
  });
  document.addEventListener('astro:after-swap', () => {
    const state = history.state as { scrollX?: unknown; scrollY?: unknown } | null;
    if (!traverse || typeof state?.scrollY !== 'number' || state.scrollY <= 0) return;
    restoreAsPageGrows(typeof state.scrollX === 'number' ? state.scrollX : 0, state.scrollY);
  });
}
