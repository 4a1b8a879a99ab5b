import type { ReactNode } from 'react';
import { typeset } from '../../lib/format/typography';
import './button.css';

/** The error and empty states both lists share. */

/**
 * What failed to load, and a retry. The reason is not repeated here: the central handler
 * (src/lib/errors.ts) has just said it in a toast (spec section 8), so the page says one thing.
 */
export function ErrorState({ title, onRetry }: { title: string; onRetry(): void }) {
  return (
    <div className="list-state list-state--error" role="alert">
      <p className="list-state__title">{typeset(title)}</p>
      <button type="button" className="ui-btn ui-btn--primary" onClick={onRetry}>
        Spróbuj ponownie
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="list-state">
      <p className="list-state__title">{typeset(title)}</p>
      {children}
    </div>
  );
}

/** Data is shown but could not be refreshed: say so and offer a retry, keep the list. */
export function StaleNotice({ onRetry }: { onRetry(): void }) {
  return (
    <div className="stale-notice" role="status">
      <span>{typeset('Nie udało się odświeżyć listy — pokazujemy ostatnio wczytane dane.')}</span>
      <button type="button" className="ui-btn ui-btn--ghost" onClick={onRetry}>
        Odśwież
      </button>
    </div>
  );
}
