/**
 * The API's pictures (spec section 7: image, plan image, award image) as fetcher stores,
 * one per picture, kept for the session: a picture seen once shows at once on every
 * later page. A picture does not change under its id, so it is never asked again.
 */
import { fetchRead } from './api/fetch-read';
import { IMAGE, type ImageKind } from './api/images';
import { toDataUrl } from './data-url';
import { queryFamily } from './query/query';

export type { ImageKind };

/** Pictures larger than this stay in memory only (sessionStorage holds ~5 MB in all). */
const MAX_STORED_CHARS = 150_000;

const picture = queryFamily(
  'image',
  async (param: string): Promise<string> => {
    const [kind, id] = param.split('/') as [ImageKind, string];
    const url = toDataUrl(await fetchRead(IMAGE, { kind, id: Number(id) }));
    if (!url) throw new TypeError(`Image ${param}: the answer is not a picture`);
    return url;
  },
  (rest) => rest,
  {
    persist: {
      maxEntries: 60,
      maxChars: MAX_STORED_CHARS,
      parse: (v) => (typeof v === 'string' && v.startsWith('data:image/') ? v : null),
    },
    dedupeTime: Infinity,
  },
);

/** The store of one picture: `data` is its data: URL; a failure went through the central handler. */
export const imageStore = (kind: ImageKind, id: number) => picture(`${kind}/${id}`);
