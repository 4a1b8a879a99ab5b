import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is taller than the element (it scrolls). A region that
 * scrolls must be reachable by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable):
 * give it tabIndex 0 while this is true, and no needless tab stop otherwise.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
