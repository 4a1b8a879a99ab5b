/** A request the inline preloader starts: what the HTTP client will ask for the same answer. */
export interface PreloadRequest {
  method: 'GET' | 'POST';
  /** The API path without the leading slash, as src/lib/api calls it. */
  path: string;
  body?: unknown;
}

/** A page's own first requests, from its path, its URL's query and (for the catalogue) local storage. */
export type PageRequests = (
  pathname: string,
  search: string,
  stored: (key: string) => string | null,
) => PreloadRequest[];

export const get = (path: string): PreloadRequest => ({ method: 'GET', path });
export const post = (path: string, body: unknown): PreloadRequest => ({ method: 'POST', path, body });

/** The shell's data on every logged-in page: group, user info, points. */
export const SHELL_REQUESTS: readonly PreloadRequest[] = [
  get('api/loyalty/group'),
  get('api/loyalty/participant/preview'),
  get('api/loyalty/participant/points/summary'),
];

/** The first of the banners' three steps (sections, the section's list, each picture). */
export const BANNER_SECTIONS_REQUEST = get('api/loyalty/broadcast/banner-section');

/** The rules and the profile ask for nothing beyond the shell (the profile is the shell's preview). */
export const noRequests: PageRequests = () => [];
