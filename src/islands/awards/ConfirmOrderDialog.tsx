import { Dialog } from '@ark-ui/react/dialog';
import { formatPoints, type Currency } from '../../lib/format/number';
import DialogFrame from '../ui/DialogFrame';

export interface ConfirmSummary {
  awardName: string;
  quantity: number;
  unitPrice: number;
  total: number;
  currency: Currency;
  delivery: string;
  /** The delivery data as the participant will read it back: [label, value]. */
  details: [string, string][];
  /** Spendable points before the order, when known. */
  balance: number | null;
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
 * The confirmation step of an order (Ark UI Dialog): what is ordered, the price and
 * the balance after the order. Loaded when the participant first asks to order.
 */
export default function ConfirmOrderDialog({ open, onClose, onConfirm, summary, submitting, failure }: Props) {
  const points = (v: number) => formatPoints(v, summary.currency);
  const after = summary.balance === null ? null : summary.balance - summary.total;
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
        Sprawdź zamówienie. Po potwierdzeniu zablokujemy {points(summary.total)} do czasu realizacji.
      </Dialog.Description>
      <dl className="aw-summary">
        <div>
          <dt>Nagroda</dt>
          <dd>{summary.awardName}</dd>
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
          <dt>Saldo teraz</dt>
          <dd>{summary.balance === null ? '—' : points(summary.balance)}</dd>
        </div>
        <div className="aw-summary__after">
          <dt>Saldo po zamówieniu</dt>
          <dd>{after === null ? '—' : points(after)}</dd>
        </div>
        <div>
          <dt>Dostawa</dt>
          <dd>{summary.delivery}</dd>
        </div>
        {summary.details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {failure && (
        <div className={`notice ${failure.retryable ? 'aw-notice--warning' : 'notice--error'}`} role="alert">
          <p className="notice__title">
            {failure.retryable ? 'Nie udało się wysłać zamówienia' : 'Zamówienie odrzucone'}
          </p>
          <p>{failure.message}</p>
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
