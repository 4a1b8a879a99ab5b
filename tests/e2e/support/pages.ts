/**
 * The bench's pages (bench/pages.mjs) for the end-to-end tests: which are logged in, and the
 * selector of each one's "data shown" (the list itself, not its skeleton).
 */
import { PAGES } from '../../../bench/pages.mjs';

export interface BenchPage {
  route: string;
  loggedIn: boolean;
  ready: string;
  /** What "data shown" means on the page, in words. */
  shown: string;
}

export const BENCH_PAGES = PAGES as BenchPage[];

export const LOGGED_IN_PAGES = BENCH_PAGES.filter((p) => p.loggedIn);

/** The "data shown" selector of a path (`/award/12` matches the route `/award/:awardId`). */
export function dataShown(path: string): string {
  const page = BENCH_PAGES.find((p) => new RegExp(`^${p.route.replace(':awardId', '\\d+')}$`).test(path));
  if (!page) throw new Error(`no bench page for ${path}`);
  return page.ready;
}
