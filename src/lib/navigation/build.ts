/**
 * Which build a page belongs to (integrations/build-id.ts writes the meta tag): a page of
 * another build is never swapped into this document, whose modules it would run beside
 * its own. The router loads it instead (D17), and with it the new build's service worker.
 */
export const BUILD_META = 'punkty-build';

export const buildOf = (doc: Document): string | null =>
  doc.querySelector(`meta[name="${BUILD_META}"]`)?.getAttribute('content') ?? null;

export const sameBuild = (next: Document, current: Document = document): boolean => buildOf(next) === buildOf(current);
