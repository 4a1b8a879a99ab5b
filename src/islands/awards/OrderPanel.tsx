import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { createPortal } from 'react-dom';
import { config } from '../../lib/config/config';
import { deliveryLabel, type DeliveryMethod } from '../../lib/awards/delivery';
import {
  deliveryFields,
  deliveryIntro,
  deliveryLegend,
  deliveryFieldOf,
  prefillDelivery,
  toDeliveryData,
  validateDelivery,
  type DeliveryField,
  type DeliveryValues,
  type FieldErrors,
  type ProfileForDelivery,
} from '../../lib/awards/delivery-form';
import { formatIban } from '../../../shared/rules/iban';
import { serverFieldErrors } from '../../lib/forms/server-errors';
import { keyFor, type PendingOrder } from '../../lib/awards/idempotency';
import { orderAward, orderRefused } from '../../lib/awards/order-actions';
import { maxQuantity } from '../../lib/awards/limits';
import { unavailableCue, unavailableReason } from '../../lib/awards/unavailable';
import { quantityProblem } from '../../lib/awards/quantity';
import { orderFailure } from '../../lib/awards/order-errors';
import type { AwardDetail } from '../../lib/api/awards-parse';
import type { Order } from '../../lib/api/orders-parse';
import { placedNote, walletSentence } from '../../lib/awards/order-wallet';
import { walletOf } from '../../lib/participant/wallet-moves';
import { formatPoints } from '../../lib/format/number';
import { typeset } from '../../lib/format/typography';
import { showSuccess } from '../../lib/toast/toast';
import { $groupCode, $points, $previewQuery, isFrsh } from '../../lib/participant/participant';
import Field from '../ui/Field';
import { useLayer } from '../ui/useLayer';
import { useQuery } from '../ui/useQuery';
import '../ui/button.css';
import '../ui/forms.css';
import type { ConfirmSummary } from './ConfirmOrderDialog';
import Progress from './Progress';

const loadDialog = () => import('./ConfirmOrderDialog');
const ConfirmOrderDialog = lazy(loadDialog);

interface Props {
  award: AwardDetail & { deliveryMethod: DeliveryMethod };
  /** Where to put a second order button, beside the award's name and price (AwardPage). */
  orderSlot?: HTMLElement | null;
  /** Where to say, under the price, why the award cannot be ordered now (AwardPage). */
  cueSlot?: HTMLElement | null;
}

type Failure = { message: string; retryable: boolean } | null;

/**
 * Ordering an award: quantity, delivery data prefilled from the profile, a confirmation
 * with the price and what is left to spend after it, and one Idempotency-Key per order so
 * a double click or a retry never orders twice.
 */
export default function OrderPanel({ award, orderSlot = null, cueSlot = null }: Props) {
  const uid = useId();
  const method = award.deliveryMethod;
  const points = useStore($points);
  const groupCode = useStore($groupCode);
  // lp is the FRSH group's currency only (spec section 1); another group cannot spend it.
  const lpClosed = award.currency === 'lp' && groupCode !== null && !isFrsh(groupCode);
  const wallet = points ? walletOf(points, award.currency) : null;
  const spendable = wallet ? wallet.spendable : null;
  const fields = deliveryFields(method, config.sellerSystemName);
  const limits = {
    userLimit: award.userLimit,
    remainingAmount: award.remainingAmount,
    orderedByUser: award.orderedByUser,
    maxOrderable: award.maxOrderable,
  };
  const max = maxQuantity(limits);

  const [quantityText, setQuantityText] = useState('1');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [values, setValues] = useState<DeliveryValues>(() => prefillDelivery(method, null));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  // The confirmation is an entry of the page: Back closes it (issue 28).
  useLayer(confirming, () => setConfirming(false));
  const [summary, setSummary] = useState<ConfirmSummary | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const pending = useRef<PendingOrder | null>(null);
  const inFlight = useRef(false);
  const touched = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const doneTitle = useRef<HTMLHeadingElement>(null);
  const orderTitle = useRef<HTMLHeadingElement>(null);
  const orderingAgain = useRef(false);

  // Delivery data from the profile, once it is there; the participant may change it for this order.
  const profile = useQuery($previewQuery);
  const prefilled = useRef(false);
  const [fromProfile, setFromProfile] = useState(false);
  useEffect(() => {
    if (!profile.data || prefilled.current) return;
    prefilled.current = true;
    if (touched.current) return;
    const given = prefillDelivery(method, profile.data as ProfileForDelivery);
    setValues(given);
    setFromProfile(Object.values(given).some(Boolean));
  }, [profile.data, method]);
  const profileNote = profile.status === 'error' ? 'Nie udało się wczytać danych z profilu. Wpisz je poniżej.' : null;

  const quantity = /^\d{1,3}$/.test(quantityText.trim()) ? Number(quantityText.trim()) : Number.NaN;
  const problemOf = (q: number) =>
    quantityProblem({
      ...limits,
      quantity: q,
      price: award.price,
      balance: spendable,
      points: (v) => formatPoints(v, award.currency),
    });
  const total = Number.isFinite(quantity) ? Math.round(award.price * quantity * 100) / 100 : null;
  // A live hint while choosing the quantity; the error proper appears on an attempt to order.
  const liveProblem = Number.isFinite(quantity) ? problemOf(quantity) : null;

  const setQuantity = (q: number) => {
    setQuantityText(String(q));
    setQuantityError(null);
  };

  const change = (field: DeliveryField, value: string) => {
    touched.current = true;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirstError = (fieldErrors: FieldErrors, qError: string | null) => {
    const first = qError ? 'quantity' : fields.find((f) => fieldErrors[f.name])?.name;
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const requestBody = () =>
    JSON.stringify({ awardId: award.awardId, quantity, deliveryData: toDeliveryData(method, values) });

  const startOrder = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const qError = Number.isFinite(quantity) ? problemOf(quantity) : 'Podaj liczbę sztuk: co najmniej 1.';
    const fieldErrors = validateDelivery(method, values);
    setQuantityError(qError);
    setErrors(fieldErrors);
    if (qError || Object.values(fieldErrors).some(Boolean)) {
      focusFirstError(fieldErrors, qError);
      return;
    }
    const body = requestBody();
    // One key per order: the same request (a retry after a lost answer) keeps its key.
    pending.current = keyFor(body, pending.current);
    setSummary({
      awardName: award.name,
      quantity,
      unitPrice: award.price,
      total: total ?? 0,
      currency: award.currency,
      method,
      delivery: deliveryLabel(method, config.sellerSystemName),
      details: fields
        .map((f): [string, string] => {
          const v = (values[f.name] ?? '').trim();
          return [f.label, f.name === 'bankAccount' && v ? formatIban(v) : v];
        })
        .filter(([, v]) => v !== ''),
      wallet,
    });
    setFailure(null);
    setConfirming(true);
  };

  const confirm = async () => {
    const order = pending.current;
    if (!order || inFlight.current) return; // a second click while the first is on its way
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      // The wallet bar shows the locked points at once; the award and the lists are asked again.
      const result = await orderAward(JSON.parse(order.body), order.key);
      pending.current = null;
      setConfirming(false);
      setPlaced(result.order);
      showSuccess(`Zamówienie nr ${result.order.orderId} zostało złożone.`);
    } catch (error) {
      const f = orderFailure(error);
      if (!f.retryable) pending.current = null; // a definite answer: a new attempt is a new order
      if (f.code === 'VALIDATION_FAILED') {
        const fieldErrors = serverFieldErrors(error, deliveryFieldOf);
        if (Object.keys(fieldErrors).length) {
          setErrors(fieldErrors);
          setConfirming(false);
          requestAnimationFrame(() => focusFirstError(fieldErrors, null));
        }
      }
      if (f.code && ['INSUFFICIENT_POINTS', 'OUT_OF_STOCK', 'LIMIT_REACHED', 'AWARD_INACTIVE'].includes(f.code)) {
        orderRefused(award.awardId);
      }
      setFailure(f);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  // The form and its button go away with the order: the focus moves to the news, not to <body>.
  // "Zamów jeszcze raz" goes away in its turn: the focus moves to the form's title.
  useEffect(() => {
    if (placed) doneTitle.current?.focus();
    else if (orderingAgain.current) {
      orderingAgain.current = false;
      orderTitle.current?.focus();
    }
  }, [placed]);

  if (placed) {
    return (
      <section className="order-panel ui-card order-panel--done" aria-labelledby={`${uid}done`}>
        <div className="notice notice--success" role="status">
          <h2 className="notice__title" id={`${uid}done`} ref={doneTitle} tabIndex={-1}>
            Zamówienie nr {placed.orderId} zostało złożone
          </h2>
          <p>
            {typeset(
              `${placed.quantity} × ${placed.awardName} za ${formatPoints(placed.totalPrice, placed.currency)}. Status: ${placed.statusLabel}.`,
            )}
          </p>
          <p data-testid="order-points-note">
            {typeset(
              `${placedNote(placed.deliveryMethod ?? method, placed.totalPrice, placed.currency)}${points ? ` W portfelu masz teraz: ${walletSentence(walletOf(points, placed.currency), placed.currency)}.` : ''}`,
            )}
          </p>
        </div>
        <p className="order-panel__links">
          <a className="ui-btn ui-btn--primary" href={`/awards?zamowienie=${placed.orderId}#zamowienia`}>
            Zobacz moje zamówienia
          </a>
          <button
            type="button"
            className="ui-btn ui-btn--ghost"
            onClick={() => {
              orderingAgain.current = true;
              setPlaced(null);
            }}
          >
            Zamów jeszcze raz
          </button>
        </p>
      </section>
    );
  }

  const orderable = max > 0 && award.canOrder && !lpClosed;
  return (
    <section className="order-panel ui-card" aria-labelledby={`${uid}title`}>
      <h2 className="order-panel__title" id={`${uid}title`} ref={orderTitle} tabIndex={-1}>
        Zamów nagrodę
      </h2>
      {!orderable ? (
        <div className="notice notice--info">
          <p>{typeset(unavailableReason(award, max, lpClosed))}</p>
          {award.missingPoints > 0 && spendable !== null && (
            <Progress have={spendable} need={award.price} currency={award.currency} />
          )}
        </div>
      ) : (
        <form
          ref={form}
          id={`${uid}form`}
          className="order-form"
          noValidate
          onSubmit={startOrder}
          onPointerEnter={() => void loadDialog()}
        >
          <Field
            id={`${uid}quantity`}
            label="Liczba sztuk"
            hint={
              <>
                Najwyżej {max} szt. w tym zamówieniu.
                {total !== null && ` Razem: ${formatPoints(total, award.currency)}.`}
              </>
            }
            error={quantityError ?? liveProblem}
            alert={quantityError !== null}
            control={(control) => (
              <div className="aw-stepper">
                <button
                  type="button"
                  className="aw-stepper__button"
                  aria-label="Jedna sztuka mniej"
                  disabled={!Number.isFinite(quantity) || quantity <= 1}
                  onClick={() => setQuantity(Math.max(1, quantity - 1))}
                >
                  −
                </button>
                <input
                  {...control}
                  name="quantity"
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  value={quantityText}
                  onChange={(e) => {
                    setQuantityText(e.target.value.replace(/\D/g, '').slice(0, 3));
                    setQuantityError(null);
                  }}
                />
                <button
                  type="button"
                  className="aw-stepper__button"
                  aria-label="Jedna sztuka więcej"
                  disabled={!Number.isFinite(quantity) || quantity >= max}
                  onClick={() => setQuantity(Math.min(max, quantity + 1))}
                >
                  +
                </button>
              </div>
            )}
          />

          <fieldset className="order-form__delivery">
            <legend>{deliveryLegend(method)}</legend>
            <p className="field__hint">{typeset(deliveryIntro(method, config.sellerSystemName, fromProfile))}</p>
            {profileNote && <p className="field__hint">{profileNote}</p>}
            {fields.map((f) => (
              <Field
                key={f.name}
                id={`${uid}${f.name}`}
                label={f.label}
                optional={f.optional}
                hint={f.hint}
                error={errors[f.name]}
                name={f.name}
                type={f.type ?? 'text'}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                value={values[f.name] ?? ''}
                required={!f.optional}
                onChange={(e) => change(f.name, e.target.value)}
                onBlur={() => {
                  const problem = validateDelivery(method, values)[f.name];
                  if (problem && (values[f.name] ?? '').trim()) setErrors((e) => ({ ...e, [f.name]: problem }));
                }}
              />
            ))}
          </fieldset>

          <button type="submit" className="ui-btn ui-btn--primary aw-btn-large" onFocus={() => void loadDialog()}>
            Zamów{total !== null ? ` za ${formatPoints(total, award.currency)}` : ''}
          </button>
        </form>
      )}

      {orderable &&
        orderSlot &&
        // The form's own submit, shown by the price: it checks the data below and confirms.
        createPortal(
          <button
            type="submit"
            form={`${uid}form`}
            className="ui-btn ui-btn--primary award__order-now"
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
          >
            Zamów
          </button>,
          orderSlot,
        )}
      {!orderable &&
        cueSlot &&
        // Under the price, why it cannot be ordered now: the first screen says it, not only the panel.
        createPortal(
          <span className="aw-fact__cue" data-testid="order-cue">
            {typeset(unavailableCue(award, lpClosed))}
          </span>,
          cueSlot,
        )}

      {confirming && summary && (
        <Suspense fallback={null}>
          <ConfirmOrderDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            onConfirm={() => void confirm()}
            summary={summary}
            submitting={submitting}
            failure={failure}
          />
        </Suspense>
      )}
    </section>
  );
}
