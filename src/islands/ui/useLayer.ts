import { useEffect, useRef } from 'react';
import { LAYERS_EVENT, inLayer, leaveLayer, openLayer } from '../../lib/navigation/layers';

/**
 * A layer that is not in the address (a drawer, a confirmation) as a history entry while
 * `open`: Back closes it (calling `close`) instead of leaving the page, and closing it any
 * other way takes its entry back off (lib/navigation/layers.ts).
 */
export function useLayer(open: boolean, close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    openLayer();
    const onStep = () => {
      if (!inLayer()) latest.current();
    };
    document.addEventListener(LAYERS_EVENT, onStep);
    return () => {
      document.removeEventListener(LAYERS_EVENT, onStep);
      leaveLayer();
    };
  }, [open]);
}
