import { Dialog } from '@ark-ui/react/dialog';
import { SPENDABLE, capitalised } from '../../lib/format/money-words';
import { formatPoints, type Currency } from '../../lib/format/number';
import { typeset } from '../../lib/format/typography';
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
  /** Points to spend ("do wydania") before the order, when known. */
  spendable: number | null;
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
 * what is left to spend after it. Loaded when the participant first asks to order.
 */
export default function ConfirmOrderDialog({ open, onClose, onConfirm, summary, submitting, failure }: Props) {
  const points = (v: number) => formatPoints(v, summary.currency);
  const after = summary.spendable === null ? null : summary.spendable - summary.total;
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
        {typeset(
          `Sprawdź zamówienie. Po potwierdzeniu zablokujemy ${points(summary.total)} do czasu realizacji: tyle ubędzie punktów do wydania, a saldo się nie zmieni.`,
        )}
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
          <dt>{capitalised(SPENDABLE)} teraz</dt>
          <dd>{summary.spendable === null ? '—' : points(summary.spendable)}</dd>
        </div>
        <div className="aw-summary__after">
          <dt>{capitalised(SPENDABLE)} po zamówieniu</dt>
          <dd>{after === null ? '—' : points(after)}</dd>
        </div>
        <div>
          <dt>Dostawa</dt>
          <dd>{typeset(summary.delivery)}</dd>
        </div>
        {summary.details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{typeset(value)}</dd>
          </div>
        ))}
      </dl>
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
