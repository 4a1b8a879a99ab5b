import type { ReactNode } from 'react';
import './button.css';

/** The error and empty states both lists share. */

export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <div className="list-state list-state--error" role="alert">
      <p className="list-state__title">{title}</p>
      <p>{message}</p>
      <button type="button" className="ui-btn ui-btn--primary" onClick={onRetry}>
        Spróbuj ponownie
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="list-state">
      <p className="list-state__title">{title}</p>
      {children}
    </div>
  );
}

/** Data is shown but could not be refreshed: say so and offer a retry, keep the list. */
export function StaleNotice({ onRetry }: { onRetry(): void }) {
  return (
    <div className="stale-notice" role="status">
      <span>Nie udało się odświeżyć listy — pokazujemy ostatnio wczytane dane.</span>
      <button type="button" className="ui-btn ui-btn--ghost" onClick={onRetry}>
        Odśwież
      </button>
    </div>
  );
}
