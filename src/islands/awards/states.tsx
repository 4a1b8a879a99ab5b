import type { ReactNode } from 'react';

/** The loading, empty and error states every awards screen shares (issue 7, point 4). */

export function CardsSkeleton({ count, label, groups = false }: { count: number; label: string; groups?: boolean }) {
  return (
    <div className={groups ? 'award-grid group-grid' : 'award-grid'} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          className={groups ? 'group-card award-card--skeleton' : 'award-card award-card--skeleton'}
          aria-hidden="true"
          key={i}
        >
          <span className={`skeleton award-card__image-skeleton${groups ? ' group-card__image' : ''}`} />
          <div className={groups ? 'group-card__body' : 'award-card__body'}>
            <span className="skeleton award-card__line" />
            <span className="skeleton award-card__line award-card__line--short" />
            <span className="skeleton award-card__line award-card__line--price" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function LinesSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className="aw-lines" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <span className="skeleton aw-lines__line" aria-hidden="true" key={i} />
      ))}
    </div>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div className="aw-state aw-state--error" role="alert">
      <p className="aw-state__title">{title}</p>
      <p>{message}</p>
      <button type="button" className="aw-button aw-button--secondary" onClick={onRetry}>
        Spróbuj ponownie
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="aw-state">
      <p className="aw-state__title">{title}</p>
      {children}
    </div>
  );
}
