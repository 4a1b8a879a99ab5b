import { HTTPError } from 'ky';
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

/** The server's per-field messages of a 422 VALIDATION_FAILED, by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HTTPError) || !error.data || typeof error.data !== 'object') return {};
  const list = (error.data as { errors?: unknown }).errors;
  const result: Record<string, string> = {};
  if (!Array.isArray(list)) return result;
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    result[path] = result[path] ? `${result[path]} ${message}` : message;
  }
  return result;
}
