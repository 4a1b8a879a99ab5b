import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { shellTexts, startShell } from '../../lib/shell/shell';
import { $groupCode, $points, $shellFailed, $userInfo, reloadShell } from '../../lib/participant/participant';
import WalletSummary from './WalletSummary';

// The panel (with Ark UI) loads on the first opening; hovering or focusing the bar warms it.
const loadPanel = () => import('./WalletPanel');
const WalletPanel = lazy(loadPanel);

const TRIGGER_ID = 'wallet-trigger';
const PANEL_ID = 'wallet-panel';

startShell();

/**
 * The wallet bar of the footer (spec section 2): the balances, and on a click the
 * wallet panel that explains them and recalculates. Mounted client:only; the footer's
 * static fallback (painted from the session cache) looks the same until it mounts.
 */
export default function WalletBar() {
  const texts = shellTexts(useStore($userInfo), useStore($points), useStore($groupCode));
  const failed = useStore($shellFailed) && !texts;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  // Nothing to explain in a panel: the bar says the balance did not load and retries on a click.
  if (failed) {
    return (
      <button id={TRIGGER_ID} type="button" className="wallet-bar" onClick={reloadShell}>
        <WalletSummary texts={null} failed />
      </button>
    );
  }

  return (
    <>
      <button
        id={TRIGGER_ID}
        type="button"
        className="wallet-bar"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={wanted ? PANEL_ID : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen((o) => !o);
        }}
      >
        <WalletSummary texts={texts} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <WalletPanel open={open} onOpenChange={setOpen} triggerId={TRIGGER_ID} panelId={PANEL_ID} />
        </Suspense>
      )}
    </>
  );
}
