/**
 * The banners of a page (spec sections 2 and 7, D2) as fetcher stores: the sections, a
 * section's list, each banner's picture. All three are kept for the session, so the next
 * visit of a section shows its banners at once. Inside a session (D17) a list is asked
 * again after LIST_FRESH_MS, and on every full page load; the sections and pictures
 * (which do not change under the same id) are not. Once the first page has gone quiet,
 * every section's banners are fetched ahead, so a tap to another section asks nothing for
 * them. `$shownBanners(code)` joins them into what the carousel shows.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { BANNER_CONTENT, BANNER_LIST, BANNER_SECTIONS } from '../api/broadcast';
import { fetchRead } from '../api/fetch-read';
import { isObject } from '../api/parse';
import { toDataUrl } from '../data-url';
import { whenNetworkQuiet } from '../offline/register';
import { saveData } from '../save-data';
import { PAINTED_BANNER_GLOBAL } from '../preload/banner-paint';
import { defineQuery, keyOf, queryCache, queryFamily } from '../query/query';
import { parseBannerSections, parseBanners, type Banner, type BannerSection, type ShownBanner } from './banner-rules';

export * from './banner-rules';

const LISTS = 'shell.banners';
const PICTURES = 'shell.picture';

/** A broadcast changes seldom: a section's list is fresh this long within a session. */
export const LIST_FRESH_MS = 10 * 60_000;

/** Larger pictures stay in memory only (sessionStorage holds ~5 MB in all). */
const MAX_PICTURE_CHARS = 200_000;

const parseSections = (v: unknown) => {
  const sections = parseBannerSections({ bannerSections: v });
  return sections.length ? sections : null;
};

export const $bannerSections = defineQuery(
  'shell.sections',
  '',
  async (): Promise<BannerSection[]> => parseBannerSections(await fetchRead(BANNER_SECTIONS, undefined)),
  { persist: { maxEntries: 1, parse: parseSections }, dedupeTime: Infinity },
);

/**
 * A section's banners in display order, as the list answer gives them (entries that are
 * not banners left out); [] when the section does not exist. Read with parseBanners.
 */
export const bannerList = queryFamily(
  LISTS,
  async (code: string): Promise<unknown[]> => {
    const sections = await $bannerSections.fetch();
    if ('error' in sections) throw sections.error;
    const section = sections.data.find((s) => s.code === code);
    return section ? usableBanners(await fetchRead(BANNER_LIST, section.id)) : [];
  },
  (rest) => rest,
  {
    persist: { maxEntries: 8, parse: (v) => (Array.isArray(v) ? usableBanners({ banners: v }) : null) },
    dedupeTime: LIST_FRESH_MS,
  },
);

function usableBanners(answer: unknown): unknown[] {
  const list = isObject(answer) && Array.isArray(answer.banners) ? answer.banners : [];
  return list.filter((raw) => parseBanners({ banners: [raw] }).length === 1);
}

/** A banner's picture as a data: URL (the list gives its type: `<id>:<mimeType>`). */
export const bannerPicture = queryFamily(
  PICTURES,
  async (param: string): Promise<string> => {
    const [id, mimeType = ''] = param.split(/:(.*)/s);
    const answer = await fetchRead(BANNER_CONTENT, Number(id));
    const src = toDataUrl({ imageContent: isObject(answer) ? answer.bannerContent : null, imageMimeType: mimeType });
    if (!src) throw new TypeError(`Banner ${id}: the answer is not a picture`);
    return src;
  },
  (rest) => rest,
  {
    persist: {
      maxEntries: 24,
      maxChars: MAX_PICTURE_CHARS,
      parse: (v) => (typeof v === 'string' && v.startsWith('data:image/') ? v : null),
    },
    dedupeTime: Infinity,
  },
);

const pictureKey = (banner: Banner) => `${banner.id}:${banner.mimeType}`;
const pictureOf = (banner: Banner) => bannerPicture(pictureKey(banner));

/**
 * What the carousel of a section shows: null while the list (or the first pictures) are
 * on their way, then the banners whose pictures arrived, in order. A banner whose picture
 * fails is left out; a list that fails leaves [] (the central handler already told the
 * participant), unless something is shown already.
 */
export function $shownBanners(code: string): ReadableAtom<ShownBanner[] | null> {
  let $shown = shownStores.get(code);
  if (!$shown) shownStores.set(code, ($shown = shownStore(code)));
  return $shown;
}

const shownStores = new Map<string, ReadableAtom<ShownBanner[] | null>>();

function shownStore(code: string): ReadableAtom<ShownBanner[] | null> {
  const $shown = atom<ShownBanner[] | null>(paintedBanners(code));
  onMount($shown, () => {
    const $list = bannerList(code);
    let pictures: (() => void)[] = [];
    const stopPictures = () => {
      pictures.forEach((stop) => stop());
      pictures = [];
    };
    const stopList = $list.subscribe(({ data: raw, error, loading }) => {
      const banners = raw ? parseBanners({ banners: raw }) : null;
      if (!banners) {
        if (error || !loading) $shown.set($shown.get() ?? (error ? [] : null));
        return;
      }
      stopPictures();
      const srcs = new Map<number, string | null>();
      const update = () => {
        // Wait for every picture before the first time (so the carousel mounts once), then follow them.
        if (srcs.size < banners.length) return;
        const next = banners.flatMap((b) => (srcs.get(b.id) ? [{ ...b, src: srcs.get(b.id)! }] : []));
        const shown = $shown.get();
        if (!shown || !sameBanners(shown, next)) $shown.set(next);
      };
      if (banners.length === 0) update();
      pictures = banners.map((banner) =>
        pictureOf(banner).subscribe(({ data, error: failed }) => {
          if (data) srcs.set(banner.id, data);
          else if (failed) srcs.set(banner.id, null);
          update();
        }),
      );
    });
    return () => {
      stopList();
      stopPictures();
    };
  });
  return $shown;
}

/** The banner the inline preloader painted on this page (src/lib/preload), when it is of this section. */
export function paintedBanners(code: string): ShownBanner[] | null {
  if (typeof window === 'undefined') return null;
  const painted: unknown = (window as unknown as Record<string, unknown>)[PAINTED_BANNER_GLOBAL];
  if (!isObject(painted) || painted.section !== code || typeof painted.src !== 'string') return null;
  const [banner] = parseBanners({ banners: [painted.banner] });
  return banner && painted.src.startsWith('data:image/') ? [{ ...banner, src: painted.src }] : null;
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

/**
 * Every section's banners the session does not hold yet, fetched ahead one after another
 * through the stores (their list, then their pictures), so that later taps of the session
 * show them without asking. What the session already holds is left as it is: a section's
 * own page revalidates its list when shown.
 */
export async function warmBanners(): Promise<void> {
  const sections = await $bannerSections.fetch();
  if (!('data' in sections) || !sections.data) return;
  const held = (key: string) => queryCache.get(key)?.data !== undefined;
  for (const { code } of sections.data) {
    // Nobody asked for these: offline, or after a failure, the warm-up stops rather than
    // toasting errors for a page the participant may never open (its own page asks again).
    if (!navigator.onLine) return;
    const cached = queryCache.get(keyOf(LISTS, code))?.data as unknown[] | undefined;
    const answer = cached ? { data: cached } : await bannerList(code).fetch();
    const list = 'data' in answer ? answer.data : null;
    if (!list) return;
    for (const banner of parseBanners({ banners: list }))
      if (!held(keyOf(PICTURES, pictureKey(banner)))) await pictureOf(banner).fetch();
  }
}

/** warmBanners once the page has gone quiet (not with data saving on); once per document. */
export function warmBannersWhenQuiet(): void {
  if (warming || saveData()) return;
  warming = true;
  whenNetworkQuiet(window, () => void warmBanners().catch(() => {}));
}

let warming = false;
