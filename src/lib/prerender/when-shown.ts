/**
 * A page the browser prerenders (Speculation Rules, docs/decisions/024) runs its scripts
 * before the participant has chosen to see it, and perhaps never shows it. It may load
 * and render, but nothing that changes anything or speaks to the participant may happen
 * before it is shown: taking the pending popup out of storage, refreshing the token,
 * remembering filters, a toast. Such work runs through whenShown.
 */

/** True while the page is being prerendered, not yet shown. */
export const prerendering = (doc: Document | undefined = globalThis.document): boolean =>
  Boolean((doc as (Document & { prerendering?: boolean }) | undefined)?.prerendering);

/** Runs `work` now, or as the prerendered page is shown (never, if it is thrown away). */
export function whenShown(work: () => void, doc: Document | undefined = globalThis.document): void {
  if (!doc || !prerendering(doc)) {
    work();
    return;
  }
  doc.addEventListener('prerenderingchange', () => work(), { once: true });
}
