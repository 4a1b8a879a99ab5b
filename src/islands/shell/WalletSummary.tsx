import type { ShellTexts, WalletLine } from '../../lib/shell/shell';
import { BALANCE, LOCKED, SPENDABLE, capitalised } from '../../lib/format/money-words';
import Icon from '../ui/Icon';

/**
 * The wallet bar's text (spec section 2): per currency the balance (total minus
 * subtracted), then locked and spendable in brackets, each number under its one name.
 * Rendered twice: statically as the footer's fallback (texts null, filled before first
 * paint by src/lib/guard/shell-paint.js through the data-paint keys) and by the WalletBar
 * island.
 */
export default function WalletSummary({ texts, failed = false }: { texts: ShellTexts | null; failed?: boolean }) {
  return (
    <span className="wallet-summary" data-paint-root="" data-ready={texts ? '' : undefined}>
      <Icon name="wallet" />
      {!texts && failed && (
        <span className="wallet-summary__failed">
          Nie udało się wczytać salda. <span className="wallet-summary__retry">Spróbuj ponownie</span>
        </span>
      )}
      {!texts && !failed && (
        <span className="wallet-summary__loading">
          <span className="visually-hidden">Ładowanie salda punktów</span>
          <span className="skeleton wallet-summary__skeleton" aria-hidden="true" />
        </span>
      )}
      <span className="wallet-summary__lines">
        <span className="visually-hidden">Portfel: </span>
        <Line currency="vp" line={texts?.vp ?? null} />
        <Line currency="lp" line={texts?.lp ?? null} />
      </span>
    </span>
  );
}

function Line({ currency, line }: { currency: 'vp' | 'lp'; line: WalletLine | null }) {
  return (
    <span className="wallet-line" data-paint-if={currency} hidden={!line}>
      <Amount label={capitalised(BALANCE)} paint={currency} value={line?.balance} main />
      <span className="wallet-line__punct"> (</span>
      <Amount label={LOCKED} paint={`${currency}-locked`} value={line?.locked} />
      <span className="wallet-line__punct">, </span>
      <Amount label={SPENDABLE} paint={`${currency}-current`} value={line?.current} />
      <span className="wallet-line__punct">)</span>
    </span>
  );
}

/**
 * One number with its name. In a line on wider screens ("Saldo 3 590 vp (zablokowane 1 590,
 * do wydania 2 000)"); on a phone a table whose first row names the columns.
 */
function Amount({
  label,
  paint,
  value,
  main = false,
}: {
  label: string;
  paint: string;
  value?: string;
  main?: boolean;
}) {
  const Value = main ? 'strong' : 'span';
  return (
    <span className="wallet-line__cell">
      <span className="wallet-line__label">{label}</span>{' '}
      <Value className={main ? 'wallet-line__balance' : 'wallet-line__amount'} data-paint={paint}>
        {value}
      </Value>
    </span>
  );
}
