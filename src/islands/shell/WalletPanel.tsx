import { Popover } from '@ark-ui/react/popover';
import { useStore } from '@nanostores/react';
import { shellTexts, type WalletLine } from '../../lib/shell/shell';
import { $groupCode, $points, $userInfo } from '../../lib/participant/participant';
import { $expiringPoints } from '../../lib/participant/expiring';
import { $recalculating, recalculatePoints } from '../../lib/participant/recalculate';
import { daysBetween, formatIsoDay, warsawDay } from '../../lib/format/date';
import { BALANCE, LOCKED, SPENDABLE, capitalised, currencyTitle } from '../../lib/format/money-words';
import { formatPoints, type Currency as CurrencyCode } from '../../lib/format/number';
import { whenText } from '../../lib/format/plural';
import { typeset } from '../../lib/format/typography';
import Icon from '../ui/Icon';
import { useQuery } from '../ui/useQuery';
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
 * The wallet panel (spec section 2): the balance, the locked and the spendable amounts,
 * for vp and (FRSH) lp, with the refresh icon that recalculates the balance right under
 * them (in view on opening at every size: issue 28); the icon is disabled while that runs
 * (section 4). Then the points that expire next, and what the three numbers mean, folded.
 * It closes on an outside click (the spec), on Escape and by its own button.
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
      <div className="wallet-panel__head">
        <h2 className="wallet-panel__title" id={`${panelId}-title`} tabIndex={-1}>
          Portfel
        </h2>
        <Popover.CloseTrigger className="icon-button" aria-label="Zamknij portfel">
          <Icon name="close" />
        </Popover.CloseTrigger>
      </div>
      {texts ? (
        <>
          <Currency line={texts.vp} />
          {texts.lp && <Currency line={texts.lp} />}
        </>
      ) : (
        <p>Ładowanie salda punktów…</p>
      )}
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
        <p id={`${panelId}-hint`}>{typeset(RECALCULATE_HINT)}</p>
      </div>
      <Expiring currencies={texts?.lp ? ['vp', 'lp'] : ['vp']} />
      <details className="wallet-panel__explain">
        <summary>Co znaczą te liczby?</summary>
        <ul className="wallet-panel__legend">
          {LEGEND.map(([term, text]) => (
            <li key={term}>
              <strong>{capitalised(term)}</strong> {typeset(text)}
            </li>
          ))}
        </ul>
      </details>
      <p className="visually-hidden" role="status" aria-live="polite">
        {busy ? 'Przeliczanie salda…' : ''}
      </p>
    </ShellPopover>
  );
}

/** What each of the three numbers means, under the names the bar and the order use. */
const LEGEND: [string, string][] = [
  [
    BALANCE,
    'to wszystkie Twoje punkty: zdobyte, pomniejszone o wydane i wygasłe. To suma punktów zablokowanych i do wydania.',
  ],
  [
    LOCKED,
    'to punkty zarezerwowane na zamówione nagrody, które czekają na realizację. Zamówienie przenosi cenę nagrody z „do wydania” do „zablokowanych”, więc saldo się nie zmienia. Po realizacji zamówienia zablokowane punkty znikają z salda, a po jego anulowaniu wracają do wydania. Voucher e-mailem wysyłamy od razu: jego cena od razu schodzi z salda i z „do wydania”.',
  ],
  [SPENDABLE, 'to punkty, które możesz teraz wymienić na nagrody.'],
];

/**
 * The points that expire first, per currency (the history has every date). Asked for when
 * the panel first opens.
 */
function Expiring({ currencies }: { currencies: CurrencyCode[] }) {
  const query = useQuery($expiringPoints);
  const items = query.data;
  if (!items) return query.status === 'error' ? null : <p className="wallet-panel__expiring">Sprawdzanie terminów…</p>;
  const today = warsawDay();
  const next = currencies.flatMap((c) => items.find((i) => i.currency === c) ?? []);
  return (
    <div className="wallet-panel__expiring">
      {next.length === 0 ? (
        <p>Żadne z Twoich punktów nie mają daty wygaśnięcia.</p>
      ) : (
        next.map((item) => (
          <p key={item.currency}>
            {typeset(
              `Najbliżej wygaśnie: ${formatPoints(item.amount, item.currency)} — ${formatIsoDay(item.date)} (${whenText(daysBetween(today, item.date))}).`,
            )}
          </p>
        ))
      )}
      <a href="/history">Wszystkie terminy w Historii</a>
    </div>
  );
}

/** One currency, named in full: its balance, then the two parts it is made of. */
function Currency({ line }: { line: WalletLine }) {
  const titleId = `wallet-${line.currency}`;
  return (
    <section className="wallet-panel__currency" aria-labelledby={titleId}>
      <h3 className="wallet-panel__currency-title" id={titleId}>
        {currencyTitle(line.currency)}
      </h3>
      <dl>
        <dt>{capitalised(BALANCE)}</dt>
        <dd>{line.balance}</dd>
        <dt>{capitalised(LOCKED)}</dt>
        <dd>{`${line.locked}\u00a0${line.currency}`}</dd>
        <dt>{capitalised(SPENDABLE)}</dt>
        <dd>{`${line.current}\u00a0${line.currency}`}</dd>
      </dl>
    </section>
  );
}
