import { useEffect, useRef, useState } from 'react';
import { loadImage, type ImageKind } from '../../lib/images';

interface Props {
  kind: ImageKind;
  /** No id, or a failed load, shows the neutral placeholder. */
  id: number | null | undefined;
  alt: string;
  /** Width / height of the box; the box keeps it while loading, so nothing shifts. */
  aspectRatio?: string;
  className?: string;
  /** Load at once instead of when the picture nears the viewport. */
  eager?: boolean;
}

/**
 * A picture from the API's image calls: a box of fixed aspect ratio that shows a
 * skeleton, then the picture once it is near the viewport (lazy), cached for the session.
 */
export default function ApiImage({ kind, id, alt, aspectRatio = '4 / 3', className, eager = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'failed'>(id ? 'idle' : 'failed');

  useEffect(() => {
    if (!id) {
      setState('failed');
      return;
    }
    let cancelled = false;
    const start = () => {
      setState('loading');
      void loadImage(kind, id).then((url) => {
        if (cancelled) return;
        setSrc(url);
        setState(url ? 'done' : 'failed');
      });
    };
    if (eager || typeof IntersectionObserver === 'undefined' || !box.current) {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(box.current);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [kind, id, eager]);

  return (
    <div
      ref={box}
      className={`api-image api-image--${state}${className ? ` ${className}` : ''}`}
      style={{ aspectRatio }}
      aria-busy={state === 'loading' || state === 'idle'}
    >
      {src ? <img src={src} alt={alt} decoding="async" /> : <span className="visually-hidden">{alt}</span>}
    </div>
  );
}
