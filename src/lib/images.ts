import { getImage, type ImageKind } from './api/images';
import { toDataUrl } from './data-url';
import { handleError } from './errors';

export { toDataUrl };

export type { ImageKind };

/** Pictures larger than this stay in memory only (sessionStorage holds ~5 MB in all). */
const MAX_STORED_CHARS = 150_000;
const KEY_PREFIX = 'punkty.img.';
const memory = new Map<string, Promise<string | null>>();

function readStored(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    return value && value.startsWith('data:image/') ? value : null;
  } catch {
    return null;
  }
}

function store(key: string, url: string) {
  if (url.length > MAX_STORED_CHARS) return;
  try {
    sessionStorage.setItem(key, url);
  } catch {
    /* quota: memory cache only */
  }
}

/**
 * The picture for an image id, fetched once per session (memory, then sessionStorage).
 * A failure goes through the central error handler and resolves to null.
 */
export function loadImage(kind: ImageKind, id: number): Promise<string | null> {
  const key = `${KEY_PREFIX}${kind}.${id}`;
  const cached = memory.get(key);
  if (cached) return cached;
  const stored = readStored(key);
  const promise = stored
    ? Promise.resolve(stored)
    : getImage(kind, id).then(
        (answer) => {
          const url = toDataUrl(answer);
          if (url) store(key, url);
          else console.error(`Image ${kind}/${id}: the answer is not a picture`);
          return url;
        },
        (error: unknown) => {
          memory.delete(key); // let a later view try again
          handleError(error);
          return null;
        },
      );
  memory.set(key, promise);
  return promise;
}
