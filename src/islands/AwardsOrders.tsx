import { useEffect, useState } from 'react';
import './lists/lists.css';
import './awards/awards.css';
import { getOrder, listOrders, resendVoucher } from '../lib/api/orders';
import { config } from '../lib/config';
import { deliveryLabel } from '../lib/awards/delivery';
import { refusalMessage } from '../lib/awards/refusal';
import type { Order, Page } from '../lib/awards/parse';
import { handleError } from '../lib/errors';
import { formatDateTime } from '../lib/format/date';
import { formatPoints } from '../lib/format/number';
import { formatCount } from '../lib/format/plural';
import { showError, showSuccess } from '../lib/toast';
import ApiImage from './common/ApiImage';
import OrderTimeline from './awards/OrderTimeline';
import { LinesSkeleton } from './awards/states';
import { EmptyState, ErrorState } from './lists/ListStates';

const PER_PAGE = 5;
const ORDER = { one: 'zamówienie', few: 'zamówienia', many: 'zamówień', fraction: 'zamówienia' };

type View =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ok'; orders: Order[]; page: Page<Order>; more: 'idle' | 'loading' };

/** Where the order goes, in a few words (the bank account comes masked from the server). */
function deliveryTarget(order: Order): string | null {
  const d = order.deliveryData;
  switch (order.deliveryMethod) {
    case 'MA':
      return d.bankAccount ? `Na rachunek ${d.bankAccount}` : null;
    case 'MT':
      return d.street
        ? `Na adres: ${[d.street, [d.postalCode, d.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`
        : null;
    case 'MV':
      return d.email ? `Na adres e-mail ${d.email}` : null;
    default:
      return d.customerNumber ? `Numer klienta: ${d.customerNumber}` : null;
  }
}

/** The participant's orders on /awards, newest first, each with its delivery timeline. */
export default function AwardsOrders() {
  const [view, setView] = useState<View>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  const [resending, setResending] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    setView({ state: 'loading' });
    listOrders({ page: 1, per: PER_PAGE }).then(
      (page) => live && setView({ state: 'ok', orders: page.items, page, more: 'idle' }),
      (error: unknown) => live && setView({ state: 'error', message: handleError(error) }),
    );
    return () => {
      live = false;
    };
  }, [tick]);

  if (view.state === 'loading') return <LinesSkeleton count={6} label="Ładowanie zamówień" />;
  if (view.state === 'error')
    return (
      <ErrorState
        title="Nie udało się wczytać zamówień."
        message={view.message}
        onRetry={() => setTick((t) => t + 1)}
      />
    );
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
      const known = new Set(view.orders.map((o) => o.orderId));
      setView({
        state: 'ok',
        orders: [...view.orders, ...next.items.filter((o) => !known.has(o.orderId))],
        page: next,
        more: 'idle',
      });
    } catch (error) {
      handleError(error);
      setView({ ...view, more: 'idle' });
    }
  };

  const resend = async (order: Order) => {
    if (resending !== null) return;
    setResending(order.orderId);
    try {
      await resendVoucher(order.orderId);
      showSuccess(
        `Voucher wysłaliśmy ponownie${order.deliveryData.email ? ` na adres ${order.deliveryData.email}` : ''}.`,
      );
      const fresh = await getOrder(order.orderId).catch(() => null);
      if (fresh)
        setView((v) =>
          v.state === 'ok' ? { ...v, orders: v.orders.map((o) => (o.orderId === fresh.orderId ? fresh : o)) } : v,
        );
    } catch (error) {
      showError(refusalMessage(error));
    } finally {
      setResending(null);
    }
  };

  const left = view.page.total - view.orders.length;
  return (
    <div className="aw-orders">
      <p className="aw-orders__count">{formatCount(view.page.total, ORDER)}, od najnowszego.</p>
      <ul className="aw-orders__list">
        {view.orders.map((order) => {
          const target = deliveryTarget(order);
          return (
            <li key={order.orderId}>
              <article className={`aw-order aw-order--${order.status}`} aria-labelledby={`order-${order.orderId}`}>
                <div className="aw-order__head">
                  <ApiImage
                    kind="award"
                    id={order.activeImageId}
                    alt=""
                    aspectRatio="4 / 3"
                    className="aw-order__image"
                  />
                  <div className="aw-order__info">
                    <h3 className="aw-order__name" id={`order-${order.orderId}`}>
                      <a href={`/award/${order.awardId}`}>{order.awardName}</a>
                    </h3>
                    <p className="aw-order__meta">
                      Zamówienie nr {order.orderId}
                      {order.createdAt && (
                        <>
                          {' · '}
                          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                        </>
                      )}
                    </p>
                    <p className="aw-order__meta">
                      {order.quantity} szt. · {formatPoints(order.totalPrice, order.currency)} ·{' '}
                      {deliveryLabel(order.deliveryMethod, config.sellerSystemName)}
                    </p>
                    {target && <p className="aw-order__meta">{target}</p>}
                  </div>
                  <p className={`aw-order__status aw-order__status--${order.status}`}>
                    <span className="visually-hidden">Status: </span>
                    {order.statusLabel}
                  </p>
                </div>
                <OrderTimeline steps={order.timeline} label={`Etapy zamówienia nr ${order.orderId}`} />
                {order.canResendVoucher && (
                  <p className="aw-order__actions">
                    <button
                      type="button"
                      className="ui-btn ui-btn--secondary aw-btn-small"
                      onClick={() => void resend(order)}
                      aria-disabled={resending === order.orderId || undefined}
                    >
                      {resending === order.orderId ? 'Wysyłanie…' : 'Wyślij voucher ponownie'}
                    </button>
                  </p>
                )}
              </article>
            </li>
          );
        })}
      </ul>
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
