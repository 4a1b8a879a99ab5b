import { codeOf, errorMessage, statusOf } from '../errors';

/**
 * The uuid segment of /activate-account/:uuid or /restore-password/:uuid (the CDN serves
 * both from the page's static shell), or null on the page without one.
 */
export function linkUuid(pathname: string, base: '/activate-account' | '/restore-password'): string | null {
  if (!pathname.startsWith(`${base}/`)) return null;
  let segment = pathname.slice(base.length + 1).replace(/\/+$/, '');
  if (!segment || segment === 'index.html' || segment.includes('/')) return null;
  try {
    segment = decodeURIComponent(segment);
  } catch {
    /* a broken escape: the server calls it an unknown link */
  }
  return segment;
}

/** Why a link cannot be used, as the server's codes say (server/openapi.json). */
export type LinkProblemCode = 'LINK_NOT_FOUND' | 'LINK_USED' | 'LINK_EXPIRED' | 'ALREADY_ACTIVE';
export interface LinkProblem {
  code: LinkProblemCode;
  /** The server's Polish sentence. */
  message: string;
}

const PROBLEMS: readonly string[] = ['LINK_NOT_FOUND', 'LINK_USED', 'LINK_EXPIRED', 'ALREADY_ACTIVE'];

/** A refusal that concerns the link itself (404, or 422 with a link code), else null. */
export function linkProblem(error: unknown): LinkProblem | null {
  const status = statusOf(error);
  const code = codeOf(error);
  if (status === 404) return { code: 'LINK_NOT_FOUND', message: errorMessage(error) };
  if (status === 422 && code && PROBLEMS.includes(code))
    return { code: code as LinkProblemCode, message: errorMessage(error) };
  return null;
}
