/**
 * The banner rules that need no network (spec sections 2, 7 and 9): sections by path,
 * the answers' parsing, links and times. Import-free of the HTTP client, so the inline
 * preloader (src/lib/preload) bundles them too.
 */
import { isObject } from '../api/parse';

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
