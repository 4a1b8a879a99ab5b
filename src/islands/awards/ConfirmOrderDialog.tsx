import { Dialog } from '@ark-ui/react/dialog';
import type { DeliveryMethod } from '../../lib/awards/delivery';
import { confirmLead, walletAfterOrder } from '../../lib/awards/order-wallet';
import { BALANCE, LOCKED, SPENDABLE, capitalised } from '../../lib/format/money-words';
import { formatNumber, formatPoints, type Currency } from '../../lib/format/number';
import { typeset } from '../../lib/format/typography';
import type { Wallet } from '../../lib/participant/wallet-moves';
import DialogFrame from '../ui/DialogFrame';

export interface ConfirmSummary {
  awardName: string;
  quantity: number;
  unitPrice: number;
  total: number;
  currency: Currency;
  method: DeliveryMethod;
  delivery: string;
  /** The delivery data as the participant will read it back: [label, value]. */
  details: [string, string][];
  /** The wallet in the award's currency before the order, when known. */
  wallet: Wallet | null;
}

interface Props {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  summary: ConfirmSummary;
  submitting: boolean;
  failure: { message: string; retryable: boolean } | null;
}

/**
 * The confirmation step of an order (Ark UI Dialog): what is ordered, the price, and the
 * wallet's three numbers now and after the order, as the wallet bar will show them (the
 * delivery method decides: docs/wording.md). Loaded when the participant first asks to order.
 */
export default function ConfirmOrderDialog({ open, onClose, onConfirm, summary, submitting, failure }: Props) {
  const points = (v: number) => formatPoints(v, summary.currency);
  const before = summary.wallet;
  const after = before && walletAfterOrder(before, summary.method, summary.total);
  const refused = failure !== null && !failure.retryable;
  return (
    <DialogFrame
      block="aw-dialog"
      busy={submitting}
      open={open}
      onOpenChange={(d) => !d.open && !submitting && onClose()}
      closeOnInteractOutside={!submitting}
      closeOnEscape={!submitting}
      role="alertdialog"
    >
      <Dialog.Title className="aw-dialog__title">Potwierdź zamówienie</Dialog.Title>
      <Dialog.Description className="aw-dialog__lead">
        {typeset(confirmLead(summary.method, summary.total, summary.currency))}
      </Dialog.Description>
      <dl className="aw-summary">
        <div>
          <dt>Nagroda</dt>
          <dd>{typeset(summary.awardName)}</dd>
        </div>
        <div>
          <dt>Liczba sztuk</dt>
          <dd>
            {summary.quantity} × {points(summary.unitPrice)}
          </dd>
        </div>
        <div className="aw-summary__total">
          <dt>Do zapłaty</dt>
          <dd>{points(summary.total)}</dd>
        </div>
        <div>
          <dt>Dostawa</dt>
          <dd>{typeset(summary.delivery)}</dd>
        </div>
        {summary.details.map(([label, value]) => (
          <div key={label} className="aw-summary__data">
            <dt>{label}</dt>
            <dd>
              <DataValue text={value} />
            </dd>
          </div>
        ))}
      </dl>
      <table className="aw-wallet" data-testid="order-wallet">
        <caption>W portfelu ({summary.currency})</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">teraz</th>
            <th scope="col">po zamówieniu</th>
          </tr>
        </thead>
        <tbody>
          {WALLET_ROWS.map(([key, word]) => (
            <tr key={key} data-row={key}>
              <th scope="row">{capitalised(word)}</th>
              <td>{before ? <Amount value={before[key]} currency={summary.currency} /> : '—'}</td>
              <td className={before && after && before[key] !== after[key] ? 'aw-wallet__changed' : undefined}>
                {after ? <Amount value={after[key]} currency={summary.currency} /> : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {failure && (
        <div className={`notice ${failure.retryable ? 'aw-notice--warning' : 'notice--error'}`} role="alert">
          <p className="notice__title">
            {failure.retryable ? 'Nie udało się wysłać zamówienia' : 'Zamówienie odrzucone'}
          </p>
          <p>{typeset(failure.message)}</p>
        </div>
      )}
      <div className="aw-dialog__actions">
        <Dialog.CloseTrigger className="ui-btn ui-btn--ghost" disabled={submitting}>
          {refused ? 'Zamknij' : 'Wróć'}
        </Dialog.CloseTrigger>
        {!refused && (
          <button
            type="button"
            className="ui-btn ui-btn--primary"
            onClick={onConfirm}
            aria-disabled={submitting || undefined}
            data-testid="confirm-order"
          >
            {submitting && <span className="ui-btn__spinner" aria-hidden="true" />}
            {submitting ? 'Składanie zamówienia…' : failure ? 'Spróbuj ponownie' : 'Potwierdzam zamówienie'}
          </button>
        )}
      </div>
    </DialogFrame>
  );
}

const WALLET_ROWS: [keyof Wallet, string][] = [
  ['balance', BALANCE],
  ['locked', LOCKED],
  ['spendable', SPENDABLE],
];

/** An amount of the wallet table; on a phone the caption alone names the currency (CSS). */
function Amount({ value, currency }: { value: number; currency: Currency }) {
  return (
    <>
      {formatNumber(value)}
      <span className="aw-wallet__unit">{`\u00a0${currency}`}</span>
    </>
  );
}

/**
 * Delivery data as the participant typed it, not typeset: an account number or a street
 * breaks between its groups and words, an e-mail address only after "@" or before a dot
 * (not at a hyphen, which would read as part of the address or not), never inside a word.
 */
function DataValue({ text }: { text: string }) {
  if (!text.includes('@')) return <>{text}</>;
  const parts = text.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          <span className="aw-summary__part">{part}</span>
        </span>
      ))}
    </>
  );
}
