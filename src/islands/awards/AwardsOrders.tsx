import { lazy, Suspense, useEffect, useState } from 'react';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/card.css';
import './awards.css';
import { listOrders } from '../../lib/api/orders';
import type { Page } from '../../lib/awards/parse';
import type { Order } from '../../lib/awards/parse-orders';
import { handleError } from '../../lib/errors';
import { formatCount } from '../../lib/format/plural';
import { LinesSkeleton } from './states';
import { EmptyState, ErrorState } from '../ui/ListStates';

// The cards (timeline, dates, pictures, resend) load beside the data.
const loadList = () => import('./OrderList');
const OrderList = lazy(loadList);

const PER_PAGE = 5;
/** How many pages an order linked from Historia is looked for before saying it is not there. */
const LINK_PAGES = 20;
const ORDER = { one: 'zamówienie', few: 'zamówienia', many: 'zamówień', fraction: 'zamówienia' };

type View =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ok'; orders: Order[]; page: Page<Order>; more: 'idle' | 'loading' };

/**
 * The order an address names, or null: Historia links to `/awards?zamowienie=12#zamowienia`.
 * The fragment scrolls the browser to this section, which hydrates the island (client:visible).
 */
export function linkedOrderId(search: string): number | null {
  const match = /^(\d{1,9})$/.exec(new URLSearchParams(search).get('zamowienie') ?? '');
  return match ? Number(match[1]) : null;
}

/** The orders of a further page that the list does not hold yet, after the ones it does. */
function appendNew(orders: Order[], more: Order[]): Order[] {
  const known = new Set(orders.map((o) => o.orderId));
  return [...orders, ...more.filter((o) => !known.has(o.orderId))];
}

/** The first page, and further ones until the linked order is among them (bounded). */
async function firstPages(linked: number | null): Promise<{ orders: Order[]; page: Page<Order> }> {
  let page = await listOrders({ page: 1, per: PER_PAGE });
  let orders = page.items;
  for (let n = 1; linked !== null && n < LINK_PAGES && page.page < page.totalPages; n++) {
    if (orders.some((o) => o.orderId === linked)) break;
    page = await listOrders({ page: page.page + 1, per: PER_PAGE });
    orders = appendNew(orders, page.items);
  }
  return { orders, page };
}

/** The participant's orders on /awards, newest first, each with its delivery timeline. */
export default function AwardsOrders() {
  const [view, setView] = useState<View>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  const [linked] = useState(() => (typeof location === 'undefined' ? null : linkedOrderId(location.search)));

  useEffect(() => {
    let live = true;
    setView({ state: 'loading' });
    void loadList();
    firstPages(linked).then(
      ({ orders, page }) => live && setView({ state: 'ok', orders, page, more: 'idle' }),
      (error: unknown) => live && setView({ state: 'error', message: handleError(error) }),
    );
    return () => {
      live = false;
    };
  }, [tick, linked]);

  if (view.state === 'loading') return <LinesSkeleton count={6} label="Ładowanie zamówień" />;
  if (view.state === 'error')
    return <ErrorState title="Nie udało się wczytać zamówień." onRetry={() => setTick((t) => t + 1)} />;
  if (view.orders.length === 0) {
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
    if (view.more === 'loading') return;
    setView({ ...view, more: 'loading' });
    try {
      const next = await listOrders({ page: view.page.page + 1, per: PER_PAGE });
      setView({
        state: 'ok',
        orders: appendNew(view.orders, next.items),
        page: next,
        more: 'idle',
      });
    } catch (error) {
      handleError(error);
      setView({ ...view, more: 'idle' });
    }
  };

  const left = view.page.total - view.orders.length;
  return (
    <div className="aw-orders">
      <p className="aw-orders__count">{formatCount(view.page.total, ORDER)}, od najnowszego.</p>
      {linked !== null && !view.orders.some((o) => o.orderId === linked) && (
        <p className="aw-orders__missing" role="status">
          Zamówienia nr {linked} nie ma na liście Twoich zamówień.
        </p>
      )}
      <Suspense fallback={<LinesSkeleton count={6} label="Ładowanie zamówień" />}>
        <OrderList
          orders={view.orders}
          linkedId={linked}
          onReplace={(fresh) =>
            setView((v) =>
              v.state === 'ok' ? { ...v, orders: v.orders.map((o) => (o.orderId === fresh.orderId ? fresh : o)) } : v,
            )
          }
        />
      </Suspense>
      {left > 0 && (
        <p className="aw-orders__more">
          <button
            type="button"
            className="ui-btn ui-btn--secondary"
            onClick={() => void loadMore()}
            aria-busy={view.more === 'loading' || undefined}
          >
            {view.more === 'loading' ? 'Wczytywanie…' : `Pokaż starsze (${left})`}
          </button>
        </p>
      )}
    </div>
  );
}
