import { createComponent } from 'solid-js';
import { render } from 'solid-js/web';
import toast, { Toaster } from 'solid-toast';
import { TOASTER_ID } from './toast';

/**
 * Mounts the page's one toast container (spec section 8: top right, 5 000 ms) into its
 * element, once, and gives solid-toast's `toast`. Loaded with solid-toast on the first
 * toast (toast.ts, docs/decisions/015). Throws on a page without the element (/counter).
 */
export function mountToaster(durationMs: number): typeof toast {
  const host = document.getElementById(TOASTER_ID);
  if (!host) throw new Error('No Toaster here.');
  if (!host.hasChildNodes())
    render(
      () =>
        createComponent(Toaster, {
          position: 'top-right',
          gutter: 8,
          // Below the portal's fixed top bar (global.css sets --toaster-top).
          containerStyle: { top: 'calc(var(--toaster-top, 0px) + 16px)' },
          toastOptions: { duration: durationMs },
        }),
      host,
    );
  return toast;
}
