import { formatPoints, type Currency } from '../../lib/format/number';
import ProgressBar from '../ui/ProgressBar';

/** How far the balance goes towards an award's price: the shared bar and the words for it. */
export default function Progress({ have, need, currency }: { have: number; need: number; currency: Currency }) {
  const value = Math.max(0, Math.min(have, need));
  const share = need > 0 ? value / need : 1;
  const text = `Masz ${formatPoints(value, currency)} z ${formatPoints(need, currency)}`;
  return (
    <div className="aw-progress">
      <ProgressBar share={share} label="Punkty zebrane na tę nagrodę" valueText={text} />
      <span className="aw-progress__text" aria-hidden="true">
        {text} ({Math.floor(share * 100)}%)
      </span>
    </div>
  );
}
