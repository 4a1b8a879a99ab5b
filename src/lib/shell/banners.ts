/**
 * The banner carousel's rules (spec section 2, D2): which section a page shows,
 * how long each banner stays, where it links, and loading with a session cache so
 * the second visit of a section shows its banners at once.
 */
import { getBannerContent, getBannerSections, getBanners } from '../api/broadcast';
import { handleError } from '../errors';
import { toDataUrl } from '../images';

/** Spec section 9: a banner without its own broadcastTime stays 5 s. */
export const DEFAULT_BANNER_MS = 5000;
/** Spec section 9: the fade between banners. */
export const BANNER_FADE_MS = 500;

/**
 * Section by path prefix (spec section 2). '/award' stands for the spec's '/awards' so
 * that the catalogue and the award page (/awards-catalog, /award/:id) show the awards
 * banners too, like the top bar's Nagrody link (D6; docs/decisions/013).
 */
const SECTIONS: readonly (readonly [prefix: string, code: string])[] = [
  ['/goals', 'app_3_goals'],
  ['/tasks', 'app_3_tasks'],
  ['/history', 'app_3_history'],
  ['/profile', 'app_3_profile'],
  ['/award', 'app_3_awards'],
  ['/rules', 'app_3_rules'],
];

/** The banner section code of a page, or null when the page has none. */
export function sectionForPath(pathname: string): string | null {
  return SECTIONS.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? null;
}

export interface BannerSection {
  id: number;
  code: string;
}

export interface Banner {
  id: number;
  /** Where a click goes, or null when the banner is not a link. */
  link: BannerLink | null;
  mimeType: string;
  /** How long it stays on screen. */
  durationMs: number;
}

export interface BannerLink {
  href: string;
  /** http(s) addresses open in a new tab (spec section 2). */
  newTab: boolean;
}

/** A banner with its picture, ready to show. */
export interface ShownBanner extends Banner {
  src: string;
}

// ---- parsing at the edge -----------------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export function parseBannerSections(answer: unknown): BannerSection[] {
  const list = isObject(answer) ? answer.bannerSections : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((s) =>
    isObject(s) && isId(s.id) && typeof s.code === 'string' ? [{ id: s.id, code: s.code }] : [],
  );
}

/** broadcastTime in seconds (spec section 3); missing, zero or nonsense means the default. */
export function bannerDurationMs(broadcastTime: unknown): number {
  const seconds = typeof broadcastTime === 'string' ? Number(broadcastTime) : broadcastTime;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.round(seconds * 1000)
    : DEFAULT_BANNER_MS;
}

/**
 * A banner's url as a link: http(s) in a new tab, a path of the portal in the same tab.
 * Anything else (javascript:, data:, protocol-relative, bare words) is not a link.
 */
export function bannerLink(url: unknown): BannerLink | null {
  if (typeof url !== 'string') return null;
  const href = url.trim();
  if (/^https?:\/\/[^\s/]+/i.test(href)) return { href, newTab: true };
  if (/^\/(?![/\\])\S*$/.test(href)) return { href, newTab: false };
  return null;
}

export function parseBanners(answer: unknown): Banner[] {
  const list = isObject(answer) ? answer.banners : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((b) =>
    isObject(b) && isId(b.bannerId)
      ? [
          {
            id: b.bannerId,
            link: bannerLink(b.url),
            mimeType: typeof b.mimeType === 'string' ? b.mimeType : '',
            durationMs: bannerDurationMs(b.broadcastTime),
          },
        ]
      : [],
  );
}

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
