/**
 * How toast.ts and the Toaster island's `client:toast` directive find each other
 * (docs/decisions/015): the Toaster's code loads on the first toast, not with the page.
 * They live in separate bundles (the directive is inlined into the HTML), so they talk
 * through the document: `<html data-toaster>` says "wanted" or "mounted", and two events.
 */
export const TOASTER_WANTED = 'punkty:toaster-wanted';
/** Sent after each attempt to mount the island; `data-toaster` tells how it went. */
export const TOASTER_SETTLED = 'punkty:toaster-settled';

export type ToasterState = 'wanted' | 'mounted';

export const toasterState = (): ToasterState | undefined =>
  document.documentElement.dataset.toaster as ToasterState | undefined;

export function setToasterState(state: ToasterState): void {
  document.documentElement.dataset.toaster = state;
}
