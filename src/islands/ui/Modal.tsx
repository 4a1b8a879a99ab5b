import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** A line under the title (group and period, kind and deadline). */
  subtitle?: ReactNode;
  onClose(): void;
  /** Where focus goes back to when the dialog closes (the card's button). */
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * The detail dialog of /goals and /tasks (Ark UI Dialog: focus trap, Escape, outside
 * click, scroll lock). Loaded lazily with the detail it shows, never on first paint.
 */
export default function Modal({ title, subtitle, onClose, returnFocus, children }: Props) {
  return (
    <Dialog.Root
      open
      lazyMount
      unmountOnExit
      onOpenChange={(details) => !details.open && onClose()}
      finalFocusEl={returnFocus}
    >
      <Portal>
        <Dialog.Backdrop className="modal__backdrop" />
        <Dialog.Positioner className="modal__positioner">
          <Dialog.Content className="modal">
            <header className="modal__header">
              <div>
                <Dialog.Title className="modal__title">{title}</Dialog.Title>
                {subtitle ? <Dialog.Description className="modal__subtitle">{subtitle}</Dialog.Description> : null}
              </div>
              <Dialog.CloseTrigger className="modal__close" aria-label="Zamknij">
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.CloseTrigger>
            </header>
            <div className="modal__body">{children}</div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
