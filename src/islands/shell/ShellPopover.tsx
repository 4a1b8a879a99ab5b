import { Popover } from '@ark-ui/react/popover';
import { useEffect, useState, type ReactNode } from 'react';

export interface ShellPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** id of the island's own trigger button (outside clicks on it do not count, focus returns to it). */
  triggerId: string;
  contentId: string;
  placement: 'top-start' | 'bottom-end';
  className: string;
  label: string;
  /** Where focus goes on opening; the first focusable element of the panel by default. */
  initialFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * Ark UI's Popover around an island's own trigger: it closes on an outside click and
 * on Escape, and returns focus to the trigger. Loaded lazily (on the first opening),
 * so a page pays for Ark only when a panel is used.
 */
export default function ShellPopover({
  open,
  onOpenChange,
  triggerId,
  contentId,
  placement,
  className,
  label,
  initialFocus,
  children,
}: ShellPopoverProps) {
  // Mount closed, then follow `open`: Ark moves focus into the panel on the change.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Popover.Root
      open={mounted && open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={{ trigger: triggerId, content: contentId }}
      portalled={false}
      initialFocusEl={initialFocus}
      positioning={{ placement, strategy: 'fixed', gutter: 6, overflowPadding: 8 }}
    >
      <Popover.Positioner className="shell-popover">
        <Popover.Content className={className} aria-label={label}>
          {children}
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
