import { positiveInt } from '../url';

/**
 * The award id of /award/:awardId, or null for anything that is not a positive integer:
 * for the award page and for the inline preloader alike, so neither asks for an award
 * the other would not.
 */
export function awardIdFromPath(pathname: string): number | null {
  const match = /^\/award\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return positiveInt(decodeURIComponent(match[1]!));
  } catch {
    return null; // a broken escape (%E0)
  }
}
