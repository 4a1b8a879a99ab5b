import { Dialog, type DialogRootProps } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';

interface Props extends Omit<DialogRootProps, 'children' | 'lazyMount' | 'unmountOnExit'> {
  /** The CSS block: the content gets `block`, its backdrop and positioner `block__backdrop` and `block__positioner`. */
  block: string;
  /** While true, assistive technology hears that the dialog is busy (e.g. an order being placed). */
  busy?: boolean;
  children: ReactNode;
}

/**
 * Every dialog of the portal (Ark UI Dialog: focus trap, Escape, outside click, scroll
 * lock), mounted only while open. Each dialog gives its own title, body and buttons.
 */
export default function DialogFrame({ block, busy, children, ...root }: Props) {
  return (
    <Dialog.Root lazyMount unmountOnExit {...root}>
      <Portal>
        <Dialog.Backdrop className={`${block}__backdrop`} />
        <Dialog.Positioner className={`${block}__positioner`}>
          <Dialog.Content className={block} aria-busy={busy}>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
