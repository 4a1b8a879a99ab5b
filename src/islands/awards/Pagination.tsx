/** Page links of a server-paged list: first, last, the current one and its neighbours. */
interface Props {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}

export function pageItems(page: number, totalPages: number): (number | 'gap')[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(p - 1);
    else if (prev !== undefined && p - prev > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

export default function Pagination({ page, totalPages, onPage, label }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="aw-pagination" aria-label={label}>
      <button type="button" className="aw-pagination__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹ </span>Poprzednia
      </button>
      <ul className="aw-pagination__pages">
        {pageItems(page, totalPages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="aw-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="aw-pagination__page"
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
        className="aw-pagination__step"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Następna<span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
