import { BALANCE, LOCKED, SPENDABLE, capitalised } from '../../lib/format/money-words';
import Icon from '../ui/Icon';

/**
 * The wallet bar's text (spec section 2): per currency the balance (total minus
 * subtracted), then locked and spendable in brackets, each number under its one name.
 * Static HTML inside the footer's button, with no React on the page: a skeleton until the
 * texts are painted in through the data-paint keys, before the first paint from the session
 * cache (src/lib/guard/shell-paint.js), then from the shell's stores (src/lib/shell/paint.ts),
 * which also marks the button data-failed when the balance could not be loaded.
 */
export default function WalletSummary() {
  return (
    <span className="wallet-summary" data-paint-root="">
      <Icon name="wallet" />
      <span className="wallet-summary__failed">
        Nie udało się wczytać salda. <span className="wallet-summary__retry">Spróbuj ponownie</span>
      </span>
      <span className="wallet-summary__loading">
        <span className="visually-hidden">Ładowanie salda punktów</span>
        <span className="skeleton wallet-summary__skeleton" aria-hidden="true" />
      </span>
      <span className="wallet-summary__lines">
        <span className="visually-hidden">Portfel: </span>
        <Line currency="vp" />
        <Line currency="lp" />
      </span>
    </span>
  );
}

function Line({ currency }: { currency: 'vp' | 'lp' }) {
  return (
    <span className="wallet-line" data-paint-if={currency} hidden>
      <Amount label={capitalised(BALANCE)} paint={currency} main />
      <span className="wallet-line__punct"> (</span>
      <Amount label={LOCKED} paint={`${currency}-locked`} />
      <span className="wallet-line__punct">, </span>
      <Amount label={SPENDABLE} paint={`${currency}-current`} />
      <span className="wallet-line__punct">)</span>
    </span>
  );
}

/**
 * One number with its name. In a line on wider screens ("Saldo 3 590 vp (zablokowane 1 590,
 * do wydania 2 000)"); on a phone a table whose first row names the columns.
 */
function Amount({ label, paint, main = false }: { label: string; paint: string; main?: boolean }) {
  const Value = main ? 'strong' : 'span';
  return (
    <span className="wallet-line__cell">
      <span className="wallet-line__label">{label}</span>{' '}
      <Value className={main ? 'wallet-line__balance' : 'wallet-line__amount'} data-paint={paint} />
    </span>
  );
}
