import { useEffect, useState, type ComponentType } from 'react';
import { keepPopup, takePopup, type PendingPopup } from '../../lib/stores/popup';

type DialogProps = { popup: PendingPopup };

/**
 * On every logged-in page, persisting across client-side navigations (D17): shows the
 * broadcast popup the login loaded, on the first page after login only (taking it from
 * storage marks it seen). Renders nothing otherwise and loads the dialog, the rich-text
 * renderer and DOMPurify only when there is a popup.
 */
export default function Popup() {
  const [shown, setShown] = useState<{ Dialog: ComponentType<DialogProps>; popup: PendingPopup } | null>(null);
  useEffect(() => {
    const popup = takePopup();
    if (!popup) return;
    import('./PopupDialog').then(
      ({ default: Dialog }) => setShown({ Dialog, popup }),
      () => keepPopup(popup), // the connection dropped: the next page load tries again
    );
  }, []);
  return shown ? <shown.Dialog popup={shown.popup} /> : null;
}
