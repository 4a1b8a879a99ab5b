import { SPENDABLE, capitalised } from '../../lib/format/money-words';
import { formatPoints, type Currency } from '../../lib/format/number';
import ProgressBar from '../ui/ProgressBar';

/**
 * How far the points do wydania go towards an award's price: the shared bar and the words
 * for it, the wallet's own ("Do wydania masz 2 000 vp z 2 500 vp", not saldo: an order is
 * paid from what is do wydania).
 */
export default function Progress({ have, need, currency }: { have: number; need: number; currency: Currency }) {
  const value = Math.max(0, Math.min(have, need));
  const share = need > 0 ? value / need : 1;
  const text = `${capitalised(SPENDABLE)} masz ${formatPoints(value, currency)} z ${formatPoints(need, currency)}`;
  return (
    <div className="aw-progress">
      <ProgressBar share={share} label="Punkty do wydania na tę nagrodę" valueText={text} />
      <span className="aw-progress__text" aria-hidden="true">
        {text} ({Math.floor(share * 100)}%)
      </span>
    </div>
  );
}
