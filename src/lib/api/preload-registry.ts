/**
 * The hand-over between the inline preloader and the HTTP client: a map on `window`
 * from a read's request key (read.ts' keyOfRequest) to the answer the preloader started. Shared by both sides so
 * they agree on the key and on the map's name.
 */
export const PRELOAD_GLOBAL = '__punktyPreload';

export interface PreloadEntry {
  /** performance.now() when the request started. */
  at: number;
  response: Promise<Response>;
  /**
   * Settles once the preloader has started the requests that follow from this answer
   * (the banner list after the sections, the picture after the list), so a caller that
   * takes the answer over finds them waiting instead of asking twice.
   */
  followUps?: Promise<unknown>;
}

export type PreloadMap = Record<string, PreloadEntry>;

export function preloadMap(win: Window = window): PreloadMap | undefined {
  const map = (win as unknown as Record<string, unknown>)[PRELOAD_GLOBAL];
  return map && typeof map === 'object' ? (map as PreloadMap) : undefined;
}
