/**
 * Skeletons of the awards screens, of their final size. The empty and error states are
 * the shared ones of src/islands/ui/ListStates.
 */

export function CardsSkeleton({ count, label, groups = false }: { count: number; label: string; groups?: boolean }) {
  return (
    <div className={groups ? 'award-grid group-grid' : 'award-grid'} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          className={groups ? 'group-card ui-card award-card--skeleton' : 'award-card ui-card award-card--skeleton'}
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
