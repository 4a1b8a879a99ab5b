import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $walletFailed } from '../../lib/shell/paint';
import { panelToggle, type PanelProps } from './panelToggle';
import WalletPanel from './WalletPanel';

const PANEL_ID = 'wallet-panel';

/** The wallet panel, open while the bar says so; a bar whose balance failed has none (it retries instead). */
function WalletBarPanel({ trigger, $open }: PanelProps) {
  const open = useStore($open);
  const failed = useStore($walletFailed);
  useEffect(() => {
    if (failed) $open.set(false);
    else trigger.setAttribute('aria-expanded', String(open));
  }, [trigger, $open, open, failed]);
  if (failed) return null;
  return <WalletPanel open={open} onOpenChange={(o) => $open.set(o)} triggerId={trigger.id} panelId={PANEL_ID} />;
}

/**
 * The wallet bar's panel (spec section 2) over the footer's static bar (AppFooter.astro): this
 * module and the panel's code (Ark UI's Popover) load on the bar's first click, or warm on
 * hover or focus (shell-page.ts); every click toggles the panel.
 */
export const toggleWalletPanel = panelToggle(PANEL_ID, WalletBarPanel);
