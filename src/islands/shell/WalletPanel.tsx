import { useStore } from '@nanostores/react';
import { shellTexts, type WalletLine } from '../../lib/shell/shell';
import { $groupCode, $points, $userInfo } from '../../lib/participant/participant';
import { $recalculating, recalculatePoints } from '../../lib/stores/wallet';
import Icon from '../ui/Icon';
import ShellPopover from './ShellPopover';

/** Spec section 2: the panel's hint beside the refresh icon. */
export const RECALCULATE_HINT = 'Jeśli coś się nie zgadza, kliknij ikonę obok aby przeliczyć saldo waluty.';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerId: string;
  panelId: string;
}

/**
 * The wallet panel (spec section 2): what the balance, the locked and the spendable
 * amounts mean, for vp and (FRSH) lp, and the refresh icon that recalculates the
 * balance; the icon is disabled while that runs (section 4).
 */
export default function WalletPanel({ open, onOpenChange, triggerId, panelId }: Props) {
  const texts = shellTexts(useStore($userInfo), useStore($points), useStore($groupCode));
  const busy = useStore($recalculating);

  return (
    <ShellPopover
      open={open}
      onOpenChange={onOpenChange}
      triggerId={triggerId}
      contentId={panelId}
      placement="top-start"
      className="wallet-panel"
      label="Portfel"
      initialFocus={() => document.getElementById(`${panelId}-title`)}
    >
      <h2 className="wallet-panel__title" id={`${panelId}-title`} tabIndex={-1}>
        Portfel
      </h2>
      {texts ? (
        <>
          <Currency name="Punkty vp" line={texts.vp} />
          {texts.lp && <Currency name="Punkty lp" line={texts.lp} />}
        </>
      ) : (
        <p>Ładowanie salda punktów…</p>
      )}
      <ul className="wallet-panel__legend">
        <li>
          <strong>Zablokowane</strong> to punkty zarezerwowane na zamówione nagrody, które czekają na realizację. Po
          realizacji zamówienia znikają z salda, a po jego anulowaniu wracają do puli do wydania.
        </li>
        <li>
          <strong>Do wydania</strong> to punkty, które możesz teraz wymienić na nagrody.
        </li>
      </ul>
      <div className="wallet-panel__recalculate">
        <button
          type="button"
          className="icon-button"
          onClick={() => void recalculatePoints()}
          disabled={busy}
          aria-describedby={`${panelId}-hint`}
          aria-label="Przelicz saldo"
        >
          <span className={busy ? 'spin' : undefined}>
            <Icon name="refresh" />
          </span>
        </button>
        <p id={`${panelId}-hint`}>{RECALCULATE_HINT}</p>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {busy ? 'Przeliczanie salda…' : ''}
      </p>
    </ShellPopover>
  );
}

function Currency({ name, line }: { name: string; line: WalletLine }) {
  return (
    <dl className="wallet-panel__currency">
      <dt>{name}: saldo</dt>
      <dd>{line.balance}</dd>
      <dt>Zablokowane</dt>
      <dd>{`${line.locked}\u00a0${line.currency}`}</dd>
      <dt>Do wydania</dt>
      <dd>{`${line.current}\u00a0${line.currency}`}</dd>
    </dl>
  );
}
