import { read } from './read';

/**
 * The banner reads of spec section 7 (shapes in D2). Their answers are read by the shell's
 * banner rules (src/lib/shell/banner-rules.ts), which the inline preloader shares: here
 * they are only checked to be objects.
 */
const object = (answer: unknown) => (answer && typeof answer === 'object' ? answer : null);

export const BANNER_SECTIONS = /* @__PURE__ */ read({
  method: 'GET',
  path: 'api/loyalty/broadcast/banner-section',
  parse: import.meta.env.INLINE_SCRIPT ? undefined : object,
});

/** A section's banners, by the section's id. */
export const BANNER_LIST = /* @__PURE__ */ read({
  method: 'POST',
  path: 'api/loyalty/broadcast/participant/banner/list',
  body: (bannerSectionId: number) => ({ bannerSectionId }),
  parse: import.meta.env.INLINE_SCRIPT ? undefined : object,
});

/** A banner's picture, by the banner's id. */
export const BANNER_CONTENT = /* @__PURE__ */ read({
  method: 'GET',
  path: (bannerId: number) => `api/loyalty/broadcast/banner/content/${bannerId}`,
  parse: import.meta.env.INLINE_SCRIPT ? undefined : object,
});
