import { formatPoints, type Currency } from '../../lib/format/number';

/** How far the balance goes towards an award's price: a bar and the words for it. */
export default function Progress({ have, need, currency }: { have: number; need: number; currency: Currency }) {
  const value = Math.max(0, Math.min(have, need));
  const percent = need > 0 ? Math.floor((value / need) * 100) : 100;
  return (
    <div className="aw-progress">
      <span className="aw-progress__bar" aria-hidden="true">
        <span className="aw-progress__fill" style={{ inlineSize: `${percent}%` }} />
      </span>
      <span className="aw-progress__text">
        Masz {formatPoints(value, currency)} z {formatPoints(need, currency)} ({percent}%)
      </span>
    </div>
  );
}
