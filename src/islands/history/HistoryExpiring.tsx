import { useState } from 'react';
import { daysBetween, formatIsoDay, warsawDay } from '../../lib/format/date';
import { formatPoints } from '../../lib/format/number';
import { whenText } from '../../lib/format/plural';
import { $expiringPoints, type Currency, type ExpiringItem } from '../../lib/history/queries';
import { useQuery } from '../ui/useQuery';
import { typeset } from '../../lib/format/typography';

/** Points expiring within this many days are marked as urgent. */
export const SOON_DAYS = 30;
const SHOWN = 4;

/** What expires within SOON_DAYS, per currency: "1 250 vp", "600 lp". */
export function soonTotals(items: readonly ExpiringItem[], today: string): string[] {
  const sums = new Map<Currency, number>();
  for (const item of items) {
    if (daysBetween(today, item.date) <= SOON_DAYS)
      sums.set(item.currency, (sums.get(item.currency) ?? 0) + item.amount);
  }
  return [...sums].map(([currency, sum]) => formatPoints(sum, currency));
}

/**
 * Points due to expire, per day and currency, soonest first (lp only for the FRSH group).
 * `ready`: hydrated; the static HTML shows the skeleton.
 */
export default function HistoryExpiring({ ready, frsh }: { ready: boolean; frsh: boolean }) {
  const [all, setAll] = useState(false);
  const query = useQuery(ready ? $expiringPoints : null);
  const today = warsawDay();
  const items = (query.data ?? []).filter((item) => frsh || item.currency === 'vp');
  const shown = all ? items : items.slice(0, SHOWN);
  const soon = soonTotals(items, today);

  return (
    <section className="history-card ui-card history-expiring" aria-labelledby="history-expiring-title">
      <h2 id="history-expiring-title" className="history-card__title">
        Punkty do wygaśnięcia
      </h2>
      {query.data === null && query.status !== 'error' ? (
        // The skeleton has the shape of a typical answer (the lead, SHOWN terms, the "show all"
        // link): on a phone this card sits above the timeline, which must not jump down.
        <div className="history-expiring__skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">Ładowanie punktów do wygaśnięcia…</span>
          <p className="history-expiring__lead" aria-hidden="true">
            <span className="skeleton skeleton--text" />
            <span className="skeleton skeleton--text skeleton--short" />
          </p>
          <ul className="history-expiring__list" aria-hidden="true">
            {Array.from({ length: SHOWN }, (_, i) => (
              <li key={i} className="history-expiring__row">
                <span className="history-expiring__date">
                  <span className="skeleton skeleton--text history-expiring__skeleton-date" />
                  <span className="skeleton skeleton--text history-expiring__when history-expiring__skeleton-when" />
                </span>
                <span className="skeleton skeleton--text history-expiring__skeleton-amount" />
              </li>
            ))}
          </ul>
          <span className="skeleton skeleton--button history-expiring__skeleton-more" aria-hidden="true" />
        </div>
      ) : query.data === null ? (
        <div className="history-expiring__error" role="alert">
          <p>Nie udało się wczytać punktów do wygaśnięcia.</p>
          <button type="button" className="ui-btn ui-btn--ghost" onClick={query.retry}>
            Spróbuj ponownie
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="history-expiring__empty">Żadne z Twoich punktów nie mają daty wygaśnięcia.</p>
      ) : (
        <>
          <p className="history-expiring__lead">
            {soon.length > 0 ? (
              <>
                {typeset(`W ciągu ${SOON_DAYS} dni wygaśnie `)}
                <strong>{typeset(soon.join(' i '))}</strong>. Wydaj je na nagrody, zanim przepadną.
              </>
            ) : (
              typeset('Najbliższe terminy — najpierw wydajemy punkty, które wygasają najwcześniej.')
            )}
          </p>
          <ul className="history-expiring__list">
            {shown.map((item) => {
              const days = daysBetween(today, item.date);
              return (
                <li
                  key={`${item.date}-${item.currency}`}
                  className="history-expiring__row"
                  data-soon={days <= SOON_DAYS || undefined}
                >
                  <span className="history-expiring__date">
                    <time dateTime={item.date}>{formatIsoDay(item.date)}</time>
                    <span className="history-expiring__when">{whenText(days)}</span>
                  </span>
                  <strong className="history-expiring__amount">{formatPoints(item.amount, item.currency)}</strong>
                </li>
              );
            })}
          </ul>
          {items.length > SHOWN && (
            <button type="button" className="ui-btn ui-btn--link" aria-expanded={all} onClick={() => setAll((a) => !a)}>
              {all ? 'Pokaż mniej' : `Pokaż wszystkie terminy (${items.length})`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
