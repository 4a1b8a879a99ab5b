import { Dialog } from '@ark-ui/react/dialog';
import type { ReactNode } from 'react';
import DialogFrame from '../ui/DialogFrame';

interface Props {
  open: boolean;
  onClose: () => void;
  /** "Pokaż 206 nagród": the button that closes the drawer onto the results. */
  showLabel: string;
  onClear: () => void;
  canClear: boolean;
  children: ReactNode;
}

/**
 * The filters on a phone: a drawer from the side (Ark UI Dialog: focus kept inside,
 * Escape and the backdrop close it, focus returns to the button). Loaded only when a
 * participant first opens it, so the catalogue's first load carries none of it.
 */
export default function FiltersDrawer({ open, onClose, showLabel, onClear, canClear, children }: Props) {
  return (
    <DialogFrame block="aw-drawer" open={open} onOpenChange={(details) => !details.open && onClose()}>
      <div className="aw-drawer__head">
        <Dialog.Title className="aw-drawer__title">Filtry</Dialog.Title>
        <Dialog.CloseTrigger className="ui-btn ui-btn--ghost">Zamknij</Dialog.CloseTrigger>
      </div>
      <div className="aw-drawer__body">{children}</div>
      <div className="aw-drawer__foot">
        <button type="button" className="ui-btn ui-btn--ghost" onClick={onClear} disabled={!canClear}>
          Wyczyść<span className="visually-hidden"> filtry</span>
        </button>
        <button type="button" className="ui-btn ui-btn--primary" onClick={onClose}>
          {showLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
