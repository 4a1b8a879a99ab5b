import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useRef, useState } from 'react';
import { imageStore, type ImageKind } from '../../lib/images';

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

const NOTHING = atom({ loading: false } as { data?: string; error?: unknown; loading: boolean });

/**
 * A picture from the API's image calls: a box of fixed aspect ratio that shows a
 * skeleton, then the picture once it is near the viewport (lazy), cached for the session.
 */
export default function ApiImage({ kind, id, alt, aspectRatio = '4 / 3', className, eager = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(eager);

  useEffect(() => {
    if (near || !id) return;
    if (typeof IntersectionObserver === 'undefined' || !box.current) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near, id]);

  const { data: src, error } = useStore(id && near ? imageStore(kind, id) : NOTHING);
  const state = !id || error ? 'failed' : src ? 'done' : near ? 'loading' : 'idle';

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
