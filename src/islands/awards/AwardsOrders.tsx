import { lazy, Suspense, useEffect, useState } from 'react';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/card.css';
import './awards.css';
import { linkedOrderId } from '../../lib/awards/address';
import { showOlderOrders } from '../../lib/awards/order-actions';
import { ordersQuery } from '../../lib/awards/order-queries';
import { handleError } from '../../lib/errors';
import { formatCount } from '../../lib/format/plural';
import { useHydrated } from '../ui/useHydrated';
import { useQuery } from '../ui/useQuery';
import { LinesSkeleton } from './states';
import { EmptyState, ErrorState } from '../ui/ListStates';

// The cards (timeline, dates, pictures, resend) load beside the data.
const loadList = () => import('./OrderList');
const OrderList = lazy(loadList);

const ORDER = { one: 'zamówienie', few: 'zamówienia', many: 'zamówień', fraction: 'zamówienia' };

/** The participant's orders on /awards, newest first, each with its delivery timeline. */
export default function AwardsOrders() {
  const [linked] = useState(() => (typeof location === 'undefined' ? null : linkedOrderId(location.search)));
  const view = useQuery(useHydrated() ? ordersQuery(linked) : null);
  const [more, setMore] = useState<'idle' | 'loading'>('idle');
  const shown = view.data;

  useEffect(() => void loadList(), []);

  if (view.status === 'error') return <ErrorState title="Nie udało się wczytać zamówień." onRetry={view.retry} />;
  if (!shown) return <LinesSkeleton count={6} label="Ładowanie zamówień" />;
  if (shown.orders.length === 0) {
    return (
      <EmptyState title="Nie masz jeszcze zamówień.">
        <p>Wybierz nagrodę w katalogu — tu zobaczysz, na jakim etapie jest jej realizacja.</p>
        <a className="ui-btn ui-btn--primary" href="/awards-catalog">
          Przejdź do katalogu
        </a>
      </EmptyState>
    );
  }

  const loadMore = async () => {
    if (more === 'loading') return;
    setMore('loading');
    try {
      await showOlderOrders(linked, shown);
    } catch (error) {
      handleError(error);
    } finally {
      setMore('idle');
    }
  };

  const left = shown.total - shown.orders.length;
  return (
    <div className="aw-orders">
      <p className="aw-orders__count">{formatCount(shown.total, ORDER)}, od najnowszego.</p>
      {linked !== null && !shown.orders.some((o) => o.orderId === linked) && (
        <p className="aw-orders__missing" role="status">
          Zamówienia nr {linked} nie ma na liście Twoich zamówień.
        </p>
      )}
      <Suspense fallback={<LinesSkeleton count={6} label="Ładowanie zamówień" />}>
        <OrderList orders={shown.orders} linkedId={linked} />
      </Suspense>
      {left > 0 && (
        <p className="aw-orders__more">
          <button
            type="button"
            className="ui-btn ui-btn--secondary"
            onClick={() => void loadMore()}
            aria-busy={more === 'loading' || undefined}
          >
            {more === 'loading' ? 'Wczytywanie…' : `Pokaż starsze (${left})`}
          </button>
        </p>
      )}
    </div>
  );
}
