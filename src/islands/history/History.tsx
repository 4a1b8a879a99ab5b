import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { warsawDay } from '../../lib/format/date';
import { NOUNS, formatCount } from '../../lib/format/plural';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  filtersToSearch,
  parseFilters,
  type HistoryFilters as Filters,
} from '../../lib/history/filters';
import { $history, listedFilters, showHistory } from '../../lib/history/queries';
import { $groupCode, isFrsh } from '../../lib/participant/participant';
import HistoryExpiring from './HistoryExpiring';
import HistoryExport from './HistoryExport';
import HistoryFilters from './HistoryFilters';
import HistoryTimeline, { HistoryTimelineSkeleton } from './HistoryTimeline';
import { EmptyState, ErrorState } from '../ui/ListStates';
import Pager from '../ui/Pager';
import { useQuery } from '../ui/useQuery';
import { useUrlState } from '../ui/useUrlState';
import { typeset } from '../../lib/format/typography';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/card.css';
import './history.css';

/**
 * /history (Historia): the points ledger as one timeline — plans, tasks, orders (their
 * locks, spending and returns), expiry and corrections — with filters kept in the URL,
 * pages, the points due to expire and a CSV export of what the filters select.
 */
export default function History() {
  // null until the URL is read after hydration: the static HTML and the first render
  // (the hydration) show the skeleton and nothing that depends on storage or the clock.
  const [today, setToday] = useState('');
  const [notes, setNotes] = useState<string[]>([]);
  // The URL is the state: a reload or a shared link shows the same list.
  const [url, setUrl] = useUrlState<ReturnType<typeof parseFilters>>({
    read: parseFilters,
    write: (current) => filtersToSearch(current.filters),
    onRead(read) {
      setToday(warsawDay());
      setNotes(read.notes);
      // Before the list subscribes, so it asks for these filters first.
      showHistory(listedFilters(read.filters, $groupCode.get()));
    },
  });
  const filters = url?.filters ?? null;
  const groupCode = useStore($groupCode);
  const frsh = filters !== null && isFrsh(groupCode);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const effective = useMemo(() => (filters ? listedFilters(filters, groupCode) : null), [filters, groupCode]);
  // The list follows; until the URL is read (after hydration) nothing is subscribed, so
  // the first render matches the static HTML.
  useEffect(() => {
    if (effective) showHistory(effective);
  }, [effective]);
  const query = useQuery(effective ? $history : null);

  const change = useCallback(
    (next: Partial<Filters>) => {
      setUrl((current) => ({ ...current, filters: { ...current.filters, ...next, page: next.page ?? 1 } }));
      setNotes([]);
    },
    [setUrl],
  );

  const goToPage = (page: number) => {
    change({ page });
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  const data = query.data;
  // A page past the end (an old link, fewer entries now): go to the last one.
  useEffect(() => {
    if (filters && data && data.items.length === 0 && data.total > 0 && filters.page > data.totalPages) {
      change({ page: data.totalPages });
    }
  }, [data, filters, change]);

  const active = effective ? activeFilterCount(effective) : 0;
  const loading = !data && query.status !== 'error';

  return (
    <div className="history">
      <div className="history__expiring">
        <HistoryExpiring ready={filters !== null} frsh={frsh} />
      </div>

      <section className="history__main" aria-labelledby="history-list-title">
        <HistoryFilters
          filters={effective ?? EMPTY_FILTERS}
          frsh={frsh}
          today={today}
          disabled={!filters}
          onChange={change}
        />

        {notes.map((note) => (
          <p key={note} className="info-notice" role="status">
            {note}
          </p>
        ))}

        <div className="list-head">
          <h2 id="history-list-title" className="list-head__title" ref={headingRef} tabIndex={-1}>
            Wpisy
          </h2>
          <p className="list-head__summary" aria-live="polite">
            {data ? (
              data.total === 0 ? (
                'Brak wpisów'
              ) : (
                `${formatCount(data.total, NOUNS.entry)}${data.totalPages > 1 ? `, strona ${data.page} z ${data.totalPages}` : ''}`
              )
            ) : query.status === 'error' ? null : (
              <span className="skeleton skeleton--summary" aria-hidden="true" />
            )}
          </p>
          {active > 0 && (
            <button type="button" className="ui-btn ui-btn--link" onClick={() => change({ ...EMPTY_FILTERS })}>
              Wyczyść filtry
            </button>
          )}
        </div>

        {loading ? (
          <HistoryTimelineSkeleton />
        ) : query.status === 'error' && !data ? (
          <ErrorState title="Nie udało się wczytać historii" onRetry={query.retry} />
        ) : data && data.items.length === 0 ? (
          active > 0 ? (
            <EmptyState title="Brak wpisów dla wybranych filtrów">
              <p>Zmień rodzaj, źródło albo zakres dat — albo pokaż całą historię.</p>
              <button type="button" className="ui-btn ui-btn--secondary" onClick={() => change({ ...EMPTY_FILTERS })}>
                Wyczyść filtry
              </button>
            </EmptyState>
          ) : (
            <EmptyState title="Twoja historia punktów jest jeszcze pusta">
              <p>
                Punkty pojawią się tutaj, gdy osiągniesz próg <a href="/goals">celu</a> albo wykonasz{' '}
                <a href="/tasks">zadanie</a>.
              </p>
            </EmptyState>
          )
        ) : data ? (
          <>
            {query.error && (
              <div className="stale-notice" role="status">
                <span>Nie udało się odświeżyć listy — pokazujemy ostatnio wczytane wpisy.</span>
                <button type="button" className="ui-btn ui-btn--ghost" onClick={query.retry}>
                  Spróbuj ponownie
                </button>
              </div>
            )}
            <p className="history__reading">
              {typeset(
                'Przy każdym wpisie widać, jak zmienił saldo, zablokowane i do wydania — te same liczby co w portfelu. Zsumowane dla całej historii dają stan portfela.',
              )}
            </p>
            <HistoryTimeline entries={data.items} busy={query.refreshing} />
            <Pager page={data.page} totalPages={data.totalPages} onPage={goToPage} label="Strony historii" />
          </>
        ) : null}
      </section>

      <div className="history__export">
        <HistoryExport filters={effective} total={data?.total ?? null} />
      </div>
    </div>
  );
}
