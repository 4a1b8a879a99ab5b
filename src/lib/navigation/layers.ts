/**
 * Sheets, drawers and confirmations as history entries (issue 28, D17): opening one adds an
 * entry of the same page, so Back closes it instead of leaving the page. The router must not
 * take such a step for a navigation (it would swap the same page in again): a listener that
 * runs before the router's sees popstates between entries of the page it shows, where
 * either entry is a layer, keeps them from the router and tells the page (LAYERS_EVENT),
 * whose islands read the address again.
 */

/** Fired on `document` when Back or Forward moved between a page's own entries. */
export const LAYERS_EVENT = 'punkty:layers';

interface LayerState {
  layer?: true;
}

const isLayer = (state: unknown) => Boolean((state as LayerState | null)?.layer);

/** The entry the page showed before the last step, to tell where a popstate came from. */
let shown: { pathname: string; state: unknown } | null = null;
const remember = () => (shown = { pathname: location.pathname, state: history.state });

/** Opens a layer: a new entry of this page (`url`: the address it shows, the current one by default). */
export function openLayer(url: string = location.href): void {
  history.pushState({ ...(history.state as object | null), layer: true }, '', url);
  remember();
}

/** Whether the entry shown is a layer this page opened (Back then closes it). */
export const inLayer = (): boolean => isLayer(history.state);

/** Closes the layer shown by going back from its entry; false when there is none to leave. */
export function leaveLayer(): boolean {
  if (!inLayer()) return false;
  history.back();
  return true;
}

/**
 * Installed once, before Astro's router listens (Navigation.astro runs start.ts first):
 * steps between a page's own entries stay the page's. A window runs its popstate
 * listeners in the order they were added, capturing or not, so only being first counts.
 */
export function startLayers(): void {
  remember();
  document.addEventListener('astro:after-swap', remember);
  window.addEventListener(
    'popstate',
    (event) => {
      const from = shown;
      remember();
      if (!from || from.pathname !== location.pathname) return;
      if (!isLayer(event.state) && !isLayer(from.state)) return;
      event.stopImmediatePropagation();
      document.dispatchEvent(new Event(LAYERS_EVENT));
    },
    { capture: true },
  );
}
