import './button.css';
import { useMediaQuery } from './useMediaQuery';

/** A phone: the pager keeps to one line with arrows for words and fewer numbers. */
const COMPACT = '(width < 30rem)';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  /** e.g. "Strony listy celów" */
  label: string;
}

/** The page numbers to show: first, last, the current one and `around` on each side of it, with gaps. */
export function pageItems(page: number, totalPages: number, around = 1): (number | 'gap')[] {
  const near = Array.from({ length: 2 * around + 1 }, (_, i) => page - around + i);
  const wanted = new Set([1, totalPages, ...near].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

/** Previous / numbers / next (loaded by Pager.tsx only for a list of several pages). */
export default function PagerNav({ page, totalPages, onPage, label }: PagerProps) {
  const compact = useMediaQuery(COMPACT);
  return (
    <nav className={`pager${compact ? ' pager--compact' : ''}`} aria-label={label}>
      <button
        type="button"
        className="ui-btn ui-btn--ghost pager__step"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={compact ? 'Poprzednia strona' : undefined}
      >
        <span aria-hidden="true">‹</span>
        {!compact && ' Poprzednia'}
      </button>
      <ul className="pager__pages">
        {pageItems(page, totalPages, compact ? 0 : 1).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pager__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pager__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Strona ${item}`}
                onClick={() => item !== page && onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="ui-btn ui-btn--ghost pager__step"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label={compact ? 'Następna strona' : undefined}
      >
        {!compact && 'Następna '}
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
