import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';

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
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className="aw-drawer__backdrop" />
        <Dialog.Positioner className="aw-drawer__positioner">
          <Dialog.Content className="aw-drawer">
            <div className="aw-drawer__head">
              <Dialog.Title className="aw-drawer__title">Filtry</Dialog.Title>
              <Dialog.CloseTrigger className="ui-btn ui-btn--ghost">Zamknij</Dialog.CloseTrigger>
            </div>
            <div className="aw-drawer__body">{children}</div>
            <div className="aw-drawer__foot">
              <button type="button" className="ui-btn ui-btn--ghost" onClick={onClear} disabled={!canClear}>
                Wyczyść filtry
              </button>
              <button type="button" className="ui-btn ui-btn--primary" onClick={onClose}>
                {showLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
