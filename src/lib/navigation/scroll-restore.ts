/**
 * Back and Forward restore the page's position (D12). Astro's router scrolls right after the
 * swap, when the page's islands may not have drawn their lists yet: the document is then too
 * short and the position is cut short. Until the page has grown to it, the position is asked
 * for again as the page grows, for at most MAX_MS (a slow phone may take seconds to draw a
 * list), and never once the participant scrolls, presses or types, or the next navigation
 * starts.
 *
 * The position is read as the navigation starts: the router writes every scroll's end into
 * the history entry, the scroll it cut short at the swap included.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';

const MAX_MS = 10_000;
const STOP_ON = ['wheel', 'touchstart', 'pointerdown', 'keydown', 'astro:before-preparation'] as const;

type Position = { scrollX?: unknown; scrollY?: unknown } | null;

function restoreAsPageGrows(x: number, y: number): void {
  const observer = new ResizeObserver(() => {
    if (Math.abs(scrollY - y) >= 1) scrollTo(x, y);
    if (Math.abs(scrollY - y) < 1) stop();
  });
  const timer = setTimeout(() => stop(), MAX_MS);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of STOP_ON) removeEventListener(type, stop, true);
  }
  // Capturing on window: the router's events, dispatched on document, pass it too.
  for (const type of STOP_ON) addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
}

export function startScrollRestore(): void {
  let saved: Position = null;
  document.addEventListener('astro:before-preparation', (event) => {
    saved = (event as TransitionBeforePreparationEvent).navigationType === 'traverse' ? history.state : null;
  });
  document.addEventListener('astro:after-swap', () => {
    const y = saved?.scrollY;
    if (typeof y === 'number' && y > 0) restoreAsPageGrows(typeof saved?.scrollX === 'number' ? saved.scrollX : 0, y);
  });
}
