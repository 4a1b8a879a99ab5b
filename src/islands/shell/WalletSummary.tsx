import type { ShellTexts, WalletLine } from '../../lib/shell/shell';
import Icon from '../ui/Icon';

/**
 * The wallet bar's text (spec section 2): per currency the balance (total minus
 * subtracted), then locked and spendable in brackets. Rendered twice: statically as
 * the footer's fallback (texts null, filled before first paint by
 * src/lib/guard/shell-paint.js through the data-paint keys) and by the WalletBar island.
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
      <strong className="wallet-line__balance" data-paint={currency}>
        {line?.balance}
      </strong>{' '}
      <span className="wallet-line__details">
        (<Label long="zablokowane" short="zabl." />{' '}
        <span className="wallet-line__amount" data-paint={`${currency}-locked`}>
          {line?.locked}
        </span>
        , <Label long="do wydania" short="do wyd." />{' '}
        <span className="wallet-line__amount" data-paint={`${currency}-current`}>
          {line?.current}
        </span>
        )
      </span>
    </span>
  );
}

/** On a phone the bar shows the short form; screen readers always hear the long one. */
function Label({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span className="wallet-line__label">{long}</span>
      <span className="wallet-line__label-short" aria-hidden="true">
        {short}
      </span>
    </>
  );
}
