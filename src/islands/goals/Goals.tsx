import { typeset } from '../../lib/format/typography';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { NOUNS, formatCount } from '../../lib/format/plural';
import {
  DEFAULT_FILTERS,
  PER_PAGE,
  filtersFromSearch,
  filtersToSearch,
  isFiltered,
  type GoalFilters,
} from '../../lib/goals/filters';
import { $planGroups, $planPeriods, $plans, showGoals, type PlanResult } from '../../lib/goals/queries';
import { idParam } from '../../lib/url';
import FilterBar from './FilterBar';
import PlanCard, { PlanCardSkeleton, planButtonId } from './PlanCard';
import { EmptyState, ErrorState, StaleNotice } from '../ui/ListStates';
import Pager from '../ui/Pager';
import { useQuery } from '../ui/useQuery';
import { useUrlField, useUrlState } from '../ui/useUrlState';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/card.css';
import './goals.css';

const PlanDialog = lazy(() => import('./PlanDialog'));

/** The open plan's parameter; the filters' own are in src/lib/goals/filters.ts. */
const PLAN_PARAM = 'cel';
const SEARCH_DEBOUNCE_MS = 400;

/**
 * Moje cele: the participant's plans with the filters of spec section 3, kept in the URL
 * (replaceState) so a reload or a shared link shows the same list; paging; a plan opens
 * in a dialog with its steps, total result and pace.
 */
interface OpenPlan {
  id: number;
  plan: PlanResult | null;
}

interface GoalsUrl {
  filters: GoalFilters;
  openPlan: OpenPlan | null;
  /** Whether the URL held settings that were not valid (a note says so once). */
  rejected: boolean;
}

export default function Goals() {
  const [searchText, setSearchText] = useState('');
  const [notes, setNotes] = useState<string[]>([]);
  const addNote = useCallback((note: string) => setNotes((n) => (n.includes(note) ? n : [...n, note])), []);
  const listTop = useRef<HTMLHeadingElement>(null);

  // The filters and the open plan live in the URL; until it is read (after hydration)
  // the island shows what the static HTML shows.
  const [url, setUrl] = useUrlState<GoalsUrl>({
    read(params) {
      const { filters, rejected } = filtersFromSearch(params);
      const planId = idParam(params, PLAN_PARAM);
      return { filters, openPlan: planId === null ? null : { id: planId, plan: null }, rejected: rejected.length > 0 };
    },
    write({ filters, openPlan }, params) {
      const next = filtersToSearch(filters, params);
      if (openPlan) next.set(PLAN_PARAM, String(openPlan.id));
      else next.delete(PLAN_PARAM);
      return next;
    },
    // An open sheet is an entry of the page: Back closes it (issue 28).
    layer: ({ openPlan }) => openPlan !== null,
    onRead({ filters, rejected }) {
      showGoals(filters); // before the list subscribes, so it asks for these filters first
      setSearchText(filters.search);
      if (rejected) addNote('Część ustawień z adresu strony była nieprawidłowa — pokazujemy ustawienia domyślne.');
    },
  });
  const ready = url !== null;
  const filters = url?.filters ?? DEFAULT_FILTERS;
  const openPlan = url?.openPlan ?? null;
  const setFilters = useUrlField(setUrl, 'filters');
  const setOpenPlan = useUrlField(setUrl, 'openPlan');

  const update = useCallback(
    (patch: Partial<GoalFilters>) => {
      setFilters((current) => ({ ...current, ...patch, page: patch.page ?? 1 }));
    },
    [setFilters],
  );

  // The search is applied after the participant stops typing.
  useEffect(() => {
    if (!ready) return;
    const text = searchText.replace(/\s+/g, ' ').trim();
    if (text === filters.search) return;
    const timer = setTimeout(() => update({ search: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ready, searchText, filters.search, update]);

  // The list follows the URL's filters; until the URL is read (after hydration) nothing is
  // subscribed, so the first render matches the static HTML.
  useEffect(() => {
    if (url) showGoals(url.filters);
  }, [url]);
  const plans = useQuery(ready ? $plans : null);
  const periods = useQuery(ready ? $planPeriods : null);
  const groups = useQuery(ready ? $planGroups : null);

  // A period or group from a link that the participant does not have: drop it and say so.
  useEffect(() => {
    if (periods.status !== 'ready' || groups.status !== 'ready' || !periods.data || !groups.data) return;
    const knownPeriod = filters.periodId === null || periods.data.some((p) => p.id === filters.periodId);
    const knownGroups = filters.groups.filter((g) => groups.data!.some((x) => x.id === g));
    if (knownPeriod && knownGroups.length === filters.groups.length) return;
    update({ periodId: knownPeriod ? filters.periodId : null, groups: knownGroups });
    addNote('Nie masz celów w okresie lub grupie wskazanej w adresie — pomijamy ten filtr.');
  }, [periods.status, periods.data, groups.status, groups.data, filters.periodId, filters.groups, update, addNote]);

  const clearFilters = () => {
    setSearchText('');
    setFilters((current) => ({ ...DEFAULT_FILTERS, sort: current.sort }));
  };

  const goToPage = (page: number) => {
    update({ page });
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const page = plans.data;
  // A page beyond the last (fewer plans since the link was made): go to the last one.
  useEffect(() => {
    if (page && page.items.length === 0 && page.total > 0 && filters.page > page.totalPages)
      update({ page: page.totalPages });
  }, [page, filters.page, update]);

  const filtered = isFiltered(filters);
  return (
    <div className="goals">
      {/* The title, the count and the search share one row on wider screens and the other
          filters fold under "Filtry": the first goal shows under the banner on a laptop. */}
      <div className="goals__head">
        <div className="list-head goals__title">
          <h1 className="list-head__title" ref={listTop} tabIndex={-1}>
            Moje cele
          </h1>
          <p className="list-head__summary" aria-live="polite">
            {page ? (
              <>
                {page.total === 0 ? 'Brak celów' : `Znaleziono ${formatCount(page.total, NOUNS.plan)}`}
                {plans.refreshing ? <span className="list-head__busy"> · wczytywanie…</span> : null}
              </>
            ) : plans.status === 'error' ? null : (
              <span className="skeleton skeleton--text skeleton--summary" aria-hidden="true" />
            )}
          </p>
          {filtered ? (
            <button type="button" className="ui-btn ui-btn--link" onClick={clearFilters}>
              Wyczyść filtry
            </button>
          ) : null}
        </div>
        <FilterBar
          filters={filters}
          searchText={searchText}
          periods={periods.data}
          groups={groups.data}
          onSearchText={setSearchText}
          onSearchNow={() => update({ search: searchText.replace(/\s+/g, ' ').trim() })}
          onChange={update}
        />
      </div>
      {notes.map((note) => (
        <p key={note} className="info-notice" role="status">
          {typeset(note)}
        </p>
      ))}
      <h2 className="visually-hidden">Twoje cele</h2>

      {page && plans.error ? <StaleNotice onRetry={plans.retry} /> : null}

      {page ? (
        page.items.length ? (
          <ul
            className="goal-grid"
            aria-busy={plans.refreshing || undefined}
            data-refreshing={plans.refreshing || undefined}
          >
            {page.items.map((plan) => (
              <PlanCard key={plan.planId} plan={plan} onOpen={(p) => setOpenPlan({ id: p.planId, plan: p })} />
            ))}
          </ul>
        ) : filtered ? (
          <EmptyState title="Żaden cel nie pasuje do wybranych filtrów.">
            <p>{typeset('Zmień okres lub grupę albo wyczyść filtry, żeby zobaczyć wszystkie swoje cele.')}</p>
            <button type="button" className="ui-btn ui-btn--primary" onClick={clearFilters}>
              Wyczyść filtry
            </button>
          </EmptyState>
        ) : (
          <EmptyState title="Nie masz jeszcze żadnych celów.">
            <p>
              {typeset(
                'Gdy organizator programu przypisze Ci cel sprzedażowy, zobaczysz go tutaj razem z postępem i punktami.',
              )}
            </p>
          </EmptyState>
        )
      ) : plans.status === 'error' ? (
        <ErrorState title="Nie udało się wczytać celów." onRetry={plans.retry} />
      ) : (
        <ul className="goal-grid" role="status" aria-busy="true" aria-label="Wczytywanie celów">
          {Array.from({ length: PER_PAGE }, (_, i) => (
            <PlanCardSkeleton key={i} />
          ))}
        </ul>
      )}

      {page ? (
        <Pager page={filters.page} totalPages={page.totalPages} onPage={goToPage} label="Strony listy celów" />
      ) : null}

      {openPlan ? (
        <Suspense
          fallback={
            <p className="modal-loading" role="status">
              Otwieranie celu…
            </p>
          }
        >
          <PlanDialog
            planId={openPlan.id}
            plan={openPlan.plan ?? page?.items.find((p) => p.planId === openPlan.id) ?? null}
            onClose={() => setOpenPlan(null)}
            returnFocus={() => document.getElementById(planButtonId(openPlan.id)) ?? listTop.current}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
