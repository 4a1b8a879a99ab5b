import { Dialog } from '@ark-ui/react/dialog';
import { useId, useMemo, useRef, useState } from 'react';
import { typeset } from '../../lib/format/typography';
import { richTextToHtml } from '../../lib/richtext';
import type { PendingPopup } from '../../lib/stores/popup';
import { hidePopup } from '../../lib/stores/popup-hidden';
import { $session, ownerOf } from '../../lib/stores/session';
import '../ui/button.css';
import '../ui/forms.css';
import './popup.css';
import DialogFrame from '../ui/DialogFrame';

interface Props {
  popup: PendingPopup;
}

/**
 * The broadcast popup (spec section 2): its name, its Draft.js text as sanitised HTML
 * (src/lib/richtext, D2) and 'Zamknij'. Loaded lazily by Popup.tsx, only when a popup
 * waits to be shown, so Ark UI, the renderer and DOMPurify cost nothing otherwise.
 */
export default function PopupDialog({ popup }: Props) {
  const [open, setOpen] = useState(true);
  const [hideForGood, setHideForGood] = useState(false);
  const id = useId();
  const close = useRef<HTMLButtonElement>(null);
  const html = useMemo(
    () => richTextToHtml(popup.textContent, { title: popup.popupName }),
    [popup.textContent, popup.popupName],
  );
  return (
    <DialogFrame
      block="popup"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && hideForGood && popup.popupId !== null)
          hidePopup(ownerOf($session.get().user), popup.popupId);
        setOpen(details.open);
      }}
      initialFocusEl={() => close.current}
    >
      <Dialog.Title className="popup__title">{typeset(popup.popupName)}</Dialog.Title>
      {html ? (
        <Dialog.Description asChild>
          <div className="popup__body richtext" dangerouslySetInnerHTML={{ __html: html }} />
        </Dialog.Description>
      ) : null}
      <div className="popup__actions">
        {popup.popupId !== null && (
          <p className="popup__hide">
            <input
              id={`${id}-hide`}
              type="checkbox"
              checked={hideForGood}
              onChange={(event) => setHideForGood(event.target.checked)}
            />
            <label htmlFor={`${id}-hide`}>Nie pokazuj mi więcej tego komunikatu</label>
          </p>
        )}
        <Dialog.CloseTrigger ref={close} className="ui-btn ui-btn--primary ui-btn--large">
          Zamknij
        </Dialog.CloseTrigger>
      </div>
    </DialogFrame>
  );
}
