import { useEffect, useState, type ComponentType } from 'react';
import { whenShown } from '../../lib/prerender/when-shown';
import { storePopup, takePopup, type PendingPopup } from '../../lib/stores/popup';

type DialogProps = { popup: PendingPopup };

/**
 * On every logged-in page: shows the broadcast popup the login loaded, on the first page
 * after login only (taking it from storage marks it seen). Renders nothing otherwise and
 * loads the dialog, the rich-text renderer and DOMPurify only when there is a popup.
 * A prerendered page takes it only once it is shown (decision 024).
 */
export default function Popup() {
  const [shown, setShown] = useState<{ Dialog: ComponentType<DialogProps>; popup: PendingPopup } | null>(null);
  useEffect(
    () =>
      whenShown(() => {
        const popup = takePopup();
        if (!popup) return;
        import('./PopupDialog').then(
          ({ default: Dialog }) => setShown({ Dialog, popup }),
          () => storePopup(popup), // the connection dropped: the next page tries again
        );
      }),
    [],
  );
  return shown ? <shown.Dialog popup={shown.popup} /> : null;
}
