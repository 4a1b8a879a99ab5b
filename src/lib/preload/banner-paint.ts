/**
 * The first banner as the inline preloader painted it, for BannerCarousel to take over
 * without a flash: the element it painted into and the global it leaves behind.
 */
export const BANNER_PAINT_ID = 'banner-paint';
/** The page's <main>, which AppLayout puts after the banner: once it is parsed, so is the banner's box. */
export const MAIN_ID = 'main';
export const PAINTED_BANNER_GLOBAL = '__punktyBanner';

export interface PaintedBanner {
  /** The banner section code of the page it was painted on. */
  section: string;
  /** The list answer's entry of the banner (parsed again by the carousel). */
  banner: Record<string, unknown>;
  /** Its picture as a data: URL. */
  src: string;
}
