import { Dialog } from '@ark-ui/react/dialog';
import { useRef, type ReactNode } from 'react';
import DialogFrame from './DialogFrame';
import { useScrollable } from './useScrollable';

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
  const body = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(body);
  return (
    <DialogFrame block="modal" open onOpenChange={(details) => !details.open && onClose()} finalFocusEl={returnFocus}>
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
      <div ref={body} className="modal__body" tabIndex={scrollable ? 0 : undefined}>
        {children}
      </div>
    </DialogFrame>
  );
}
