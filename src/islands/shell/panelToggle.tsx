import { atom, type WritableAtom } from 'nanostores';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

export interface PanelProps {
  /** The shell's static button that opens the panel (its id is the Popover's trigger id). */
  trigger: HTMLElement;
  /** Whether the panel is open: each click of the button toggles it. */
  $open: WritableAtom<boolean>;
}

/**
 * A panel of the shell over a static button (the wallet's, the burger's): the panel's module
 * loads on the button's first click (shell-page.ts), and the returned toggle mounts the panel
 * with React beside the button then, once per button (the shell persists across navigations,
 * D17), and opens or closes it on every click.
 */
export function panelToggle(panelId: string, Panel: ComponentType<PanelProps>): (trigger: HTMLElement) => void {
  const panels = new WeakMap<HTMLElement, WritableAtom<boolean>>();
  return (trigger) => {
    let $open = panels.get(trigger);
    if (!$open) {
      $open = atom(false);
      panels.set(trigger, $open);
      const container = document.createElement('div');
      trigger.after(container);
      trigger.setAttribute('aria-controls', panelId);
      createRoot(container).render(<Panel trigger={trigger} $open={$open} />);
    }
    $open.set(!$open.get());
  };
}
