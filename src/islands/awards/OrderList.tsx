import { useEffect, useRef, useState } from 'react';
import { config } from '../../lib/config/config';
import { deliveryLabel } from '../../lib/awards/delivery';
import { refreshOrder, resendOrderVoucher } from '../../lib/awards/order-actions';
import type { Order } from '../../lib/api/orders-parse';
import { refusalMessage } from '../../lib/awards/refusal';
import { formatDateTime } from '../../lib/format/date';
import { formatPoints } from '../../lib/format/number';
import { showError, showSuccess } from '../../lib/toast/toast';
import ApiImage from '../ui/ApiImage';
import OrderTimeline from './OrderTimeline';
import { typeset } from '../../lib/format/typography';

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

/**
 * The orders of /awards, each with its delivery timeline, the tracking link and the
 * voucher resend. Loaded beside the list's data, so the island itself stays small.
 */
export default function OrderList({
  orders,
  linkedId = null,
}: {
  orders: Order[];
  /** The order the address names (a link from Historia): scrolled to and focused once. */
  linkedId?: number | null;
}) {
  const [resending, setResending] = useState<number | null>(null);
  const shownLinked = useRef(false);

  useEffect(() => {
    if (linkedId === null || shownLinked.current) return;
    const article = document.getElementById(`order-${linkedId}`)?.closest('article');
    if (!article) return;
    shownLinked.current = true;
    article.scrollIntoView({ block: 'start' });
    article.focus({ preventScroll: true });
  }, [linkedId, orders]);

  const resend = async (order: Order) => {
    if (resending !== null) return;
    setResending(order.orderId);
    try {
      await resendOrderVoucher(order.orderId);
      showSuccess(
        `Voucher wysłaliśmy ponownie${order.deliveryData.email ? ` na adres ${order.deliveryData.email}` : ''}.`,
      );
      await refreshOrder(order.orderId);
    } catch (error) {
      showError(refusalMessage(error));
    } finally {
      setResending(null);
    }
  };

  return (
    <ul className="aw-orders__list">
      {orders.map((order) => {
        const target = deliveryTarget(order);
        return (
          <li key={order.orderId}>
            <article
              className={`aw-order ui-card aw-order--${order.status}`}
              aria-labelledby={`order-${order.orderId}`}
              tabIndex={order.orderId === linkedId ? -1 : undefined}
              data-linked={order.orderId === linkedId || undefined}
            >
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
                    <a href={`/award/${order.awardId}`}>{typeset(order.awardName)}</a>
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
                    {typeset(
                      `${order.quantity} szt. · ${formatPoints(order.totalPrice, order.currency)} · ${deliveryLabel(order.deliveryMethod, config.sellerSystemName)}`,
                    )}
                  </p>
                  {target && <p className="aw-order__meta">{typeset(target)}</p>}
                </div>
                <p className={`aw-order__status aw-order__status--${order.status}`}>
                  <span className="visually-hidden">Status: </span>
                  {typeset(order.statusLabel)}
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
  );
}
