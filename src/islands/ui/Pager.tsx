import './button.css';

interface Props {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  /** e.g. "Strony listy celów" */
  label: string;
}

/** The page numbers to show: first, last, and two around the current one, with gaps. */
export function pageItems(page: number, totalPages: number): (number | 'gap')[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

/** Previous / numbers / next; nothing when everything fits on one page. */
export default function Pager({ page, totalPages, onPage, label }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="ui-btn ui-btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span> Poprzednia
      </button>
      <ul className="pager__pages">
        {pageItems(page, totalPages).map((item, i) =>
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
        className="ui-btn ui-btn--ghost"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Następna <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
