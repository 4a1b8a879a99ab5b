/**
 * The banner carousel's rules (spec section 2, D2): which section a page shows,
 * how long each banner stays, where it links, and loading with a session cache so
 * the second visit of a section shows its banners at once.
 */
import { getBannerContent, getBannerSections, getBanners } from '../api/broadcast';
import { isObject } from '../api/parse';
import { handleError } from '../errors';
import { toDataUrl } from '../images';
import { PAINTED_BANNER_GLOBAL } from '../preload/banner-paint';
import { parseBannerSections, parseBanners, type Banner, type BannerSection, type ShownBanner } from './banner-rules';

export * from './banner-rules';

// ---- the session cache ---------------------------------------------------------------

const SECTIONS_KEY = 'punkty.bannerSections';
const listKey = (code: string) => `punkty.banners.${code}`;
const contentKey = (id: number) => `punkty.banner.${id}`;
/** Larger pictures stay in memory only (sessionStorage holds ~5 MB in all). */
const MAX_STORED_CHARS = 200_000;
const memory = new Map<number, Promise<string | null>>();

function read(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    const text = JSON.stringify(value);
    if (text.length <= MAX_STORED_CHARS) sessionStorage.setItem(key, text);
  } catch {
    /* storage full or disabled: the cache is only a speed-up */
  }
}

/** The banners of a section as the last visit showed them, when all their pictures are cached. */
export function cachedBanners(code: string): ShownBanner[] | null {
  const ids = read(listKey(code));
  if (!Array.isArray(ids)) return null;
  const banners = parseBanners({ banners: ids });
  const shown: ShownBanner[] = [];
  for (const banner of banners) {
    const src = read(contentKey(banner.id));
    if (typeof src !== 'string' || !src.startsWith('data:image/')) return null;
    shown.push({ ...banner, src });
  }
  return shown;
}

/** The banner the inline preloader painted on this page (src/lib/preload), when it is of this section. */
export function paintedBanners(code: string): ShownBanner[] | null {
  const painted: unknown = (window as unknown as Record<string, unknown>)[PAINTED_BANNER_GLOBAL];
  if (!isObject(painted) || painted.section !== code || typeof painted.src !== 'string') return null;
  const [banner] = parseBanners({ banners: [painted.banner] });
  return banner && painted.src.startsWith('data:image/') ? [{ ...banner, src: painted.src }] : null;
}

async function sections(): Promise<BannerSection[]> {
  const cached = parseBannerSections({ bannerSections: read(SECTIONS_KEY) });
  if (cached.length > 0) return cached;
  const fresh = parseBannerSections(await getBannerSections());
  write(SECTIONS_KEY, fresh);
  return fresh;
}

/** The picture of a banner as a data: URL; a failure goes to the central handler and gives null. */
function bannerSrc(banner: Banner): Promise<string | null> {
  const known = memory.get(banner.id);
  if (known) return known;
  const promise = getBannerContent(banner.id).then(
    (answer) => {
      const content = isObject(answer) ? answer.bannerContent : null;
      const src = toDataUrl({ imageContent: content, imageMimeType: banner.mimeType });
      if (!src) {
        console.error(`Banner ${banner.id}: the answer is not a picture`);
        return null;
      }
      write(contentKey(banner.id), src);
      return src;
    },
    (error: unknown) => {
      memory.delete(banner.id); // the next page may try again
      handleError(error);
      return null;
    },
  );
  memory.set(banner.id, promise);
  return promise;
}

/**
 * Loads the banners of a section (spec section 7: sections, the list, then each
 * picture). A banner whose picture fails is skipped; null when the list failed
 * (the error went to the central handler).
 */
export async function loadBanners(code: string): Promise<ShownBanner[] | null> {
  try {
    const section = (await sections()).find((s) => s.code === code);
    if (!section) return [];
    const answer = await getBanners(section.id);
    const banners = parseBanners(answer);
    const srcs = await Promise.all(banners.map(bannerSrc));
    const shown = banners.flatMap((banner, i) => (srcs[i] ? [{ ...banner, src: srcs[i] }] : []));
    write(listKey(code), isObject(answer) && Array.isArray(answer.banners) ? answer.banners : []);
    return shown;
  } catch (error) {
    handleError(error);
    return null;
  }
}

/** True when two lists show the same banners the same way (no need to re-render). */
export function sameBanners(a: readonly ShownBanner[], b: readonly ShownBanner[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (x, i) =>
        x.id === b[i]!.id &&
        x.src === b[i]!.src &&
        x.durationMs === b[i]!.durationMs &&
        x.link?.href === b[i]!.link?.href,
    )
  );
}
