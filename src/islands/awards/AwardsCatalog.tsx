import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/forms.css';
import '../ui/field.css';
import '../ui/card.css';
import './awards.css';
import {
  activeFilterCount,
  CATALOG_PARAMS,
  catalogViewFrom,
  DEFAULT_FILTERS,
  MAX_SEARCH_LENGTH,
  SORT_OPTIONS,
  type CatalogFilters as Filters,
  type CatalogView,
  type SortValue,
} from '../../lib/awards/filters';
import { $catalogCategories, $catalogPage, showCatalog } from '../../lib/awards/catalog-queries';
import { $awardGroups } from '../../lib/awards/queries';
import { saveFilters, storedFilters } from '../../lib/awards/stored-filters';
import { formatCount, NOUNS } from '../../lib/format/plural';
import type { Currency } from '../../lib/format/number';
import { $groupCode, isFrsh } from '../../lib/participant/participant';
import { useStore } from '@nanostores/react';
import AwardCardView from './AwardCardView';
import CatalogFilters, { type Loadable } from './CatalogFilters';
import { useLayer } from '../ui/useLayer';
import { useMediaQuery } from '../ui/useMediaQuery';
import { useQuery, type QueryView } from '../ui/useQuery';
import { useUrlField, useUrlState } from '../ui/useUrlState';
import Pager from '../ui/Pager';
import { CardsSkeleton } from './states';
import { EmptyState, ErrorState } from '../ui/ListStates';

const loadDrawer = () => import('./FiltersDrawer');
const FiltersDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer();

const SEARCH_DELAY_MS = 350;
/** Below this width the filters move into a drawer opened by a button. */
const NARROW = '(width < 60rem)';

const { group: PARAM_GROUP, page: PARAM_PAGE, affordable: PARAM_AFFORDABLE, currency: PARAM_CURRENCY } = CATALOG_PARAMS;

const initialState = (params: URLSearchParams): CatalogView => catalogViewFrom(params, storedFilters());

/** The URL shows the page, affordability and the currency; the group link from /awards is used up. */
function toSearch({ page, affordable, currency }: CatalogView, params: URLSearchParams): URLSearchParams {
  params.delete(PARAM_GROUP);
  if (page > 1) params.set(PARAM_PAGE, String(page));
  else params.delete(PARAM_PAGE);
  if (affordable) params.set(PARAM_AFFORDABLE, '1');
  else params.delete(PARAM_AFFORDABLE);
  if (currency) params.set(PARAM_CURRENCY, currency);
  else params.delete(PARAM_CURRENCY);
  return params;
}

/** A list of the filter panel: loading, failed, or there. */
const loadable = <T,>(query: QueryView<T>): Loadable<T> =>
  query.data
    ? { state: 'ok', data: query.data }
    : query.status === 'error'
      ? { state: 'error', message: query.error ?? '' }
      : { state: 'loading' };

export default function AwardsCatalog() {
  const uid = useId();
  const [searchText, setSearchText] = useState('');
  // Storage and the URL are read after hydration (the server render knows neither).
  const [state, setState] = useUrlState<CatalogView>({
    read: initialState,
    write: toSearch,
    onRead: (start) => {
      showCatalog(start); // before the lists subscribe, so they ask for these filters first
      setSearchText(start.filters.search);
    },
  });
  const ready = state !== null;
  const filters = state?.filters ?? DEFAULT_FILTERS;
  const page = state?.page ?? 1;
  const affordable = state?.affordable ?? false;
  const currency = state?.currency ?? null;
  // lp belongs to the FRSH group (spec section 1): only it chooses a currency. Not while
  // hydrating: the server's HTML knows no group, and the session's cache already does.
  const groupCode = useStore($groupCode);
  const frsh = ready && isFrsh(groupCode);
  const setFilters = useUrlField(setState, 'filters');
  const setPage = useUrlField(setState, 'page');
  const setAffordable = useUrlField(setState, 'affordable');
  const setCurrency = useUrlField(setState, 'currency');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const narrow = useMediaQuery(NARROW);
  // The open drawer is an entry of the page: Back closes it (issue 28).
  useLayer(narrow && drawerOpen, () => setDrawerOpen(false));
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  const update = useCallback(
    (patch: Partial<Filters>) => setState((s) => ({ ...s, filters: { ...s.filters, ...patch }, page: 1 })),
    [setState],
  );

  // The lists follow what is shown; the filters are kept for the next visit.
  useEffect(() => {
    if (state) showCatalog(state);
  }, [state]);

  useEffect(() => {
    if (ready) saveFilters(filters);
  }, [ready, filters]);

  const results = useQuery(ready ? $catalogPage : null);
  const groupsQuery = useQuery(ready ? $awardGroups : null);
  const categoriesQuery = useQuery(ready ? $catalogCategories : null);
  const groups = loadable(groupsQuery);
  const categories = loadable(categoriesQuery);

  // A category of a group no longer chosen (or no longer there) stops filtering.
  const known = categoriesQuery.refreshing ? null : categoriesQuery.data;
  useEffect(() => {
    if (!known) return;
    const ids = new Set(known.map((c) => c.categoryId));
    setFilters((f) =>
      f.categories.every((id) => ids.has(id)) ? f : { ...f, categories: f.categories.filter((id) => ids.has(id)) },
    );
  }, [known, setFilters]);

  // A page past the end (fewer results since the link was made): go to the last one.
  const data = results.data;
  const pastTheEnd = !!data && data.items.length === 0 && data.total > 0 && page > data.totalPages;
  useEffect(() => {
    if (pastTheEnd && data) setPage(data.totalPages);
  }, [pastTheEnd, data, setPage]);

  // After a click on the pager, the new page's heading takes the focus.
  useEffect(() => {
    if (!data || results.refreshing || !focusResults.current) return;
    focusResults.current = false;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [data, results.refreshing]);

  // The search waits for a pause in typing.
  // Only typing restarts the pause; a text equal to the applied search changes nothing.
  useEffect(() => {
    if (!ready) return;
    const text = searchText.trim();
    const timer = setTimeout(
      () =>
        setState((s) =>
          s.filters.search.trim() === text ? s : { ...s, filters: { ...s.filters, search: text }, page: 1 },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, ready, setState]);

  const categoryGroup = useMemo(
    () => new Map((categoriesQuery.data ?? []).map((c) => [c.categoryId, c.groupId])),
    [categoriesQuery.data],
  );

  const toggleGroup = (groupId: number) => {
    setFilters((f) => {
      const groupsNow = f.groups.includes(groupId) ? f.groups.filter((g) => g !== groupId) : [...f.groups, groupId];
      const keep = (categoryId: number) => {
        const owner = categoryGroup.get(categoryId);
        return groupsNow.length > 0 && (owner === undefined || groupsNow.includes(owner));
      };
      return { ...f, groups: groupsNow, categories: f.categories.filter(keep) };
    });
    setPage(1);
  };
  const toggleCategory = (categoryId: number) =>
    update({
      categories: filters.categories.includes(categoryId)
        ? filters.categories.filter((c) => c !== categoryId)
        : [...filters.categories, categoryId],
    });
  const changeAffordable = (value: boolean) => {
    setAffordable(value);
    setPage(1);
  };
  const changeCurrency = (value: Currency | null) => {
    setCurrency(value);
    setPage(1);
  };
  const clearFilters = () => {
    setFilters({ ...DEFAULT_FILTERS, sort: filters.sort });
    setSearchText('');
    setAffordable(false);
    setCurrency(null);
    setPage(1);
  };
  const goToPage = (p: number) => {
    focusResults.current = true;
    setPage(p);
  };

  const activeCount = activeFilterCount(filters, affordable, currency);
  const shown = pastTheEnd ? null : data;
  const totalText = shown ? formatCount(shown.total, NOUNS.award) : null;
  const groupName = (id: number) =>
    groups.state === 'ok' ? groups.data.find((g) => g.groupId === id)?.name : undefined;
  const categoryName = (id: number) =>
    categories.state === 'ok' ? categories.data.find((c) => c.categoryId === id)?.name : undefined;

  const panel = (prefix: string) => (
    <CatalogFilters
      idPrefix={prefix}
      groups={groups}
      categories={filters.groups.length ? categories : null}
      filters={filters}
      affordable={affordable}
      currency={frsh ? currency : undefined}
      onCurrency={changeCurrency}
      onToggleGroup={toggleGroup}
      onToggleCategory={toggleCategory}
      onFresh={(onlyFresh) => update({ onlyFresh })}
      onAffordable={changeAffordable}
      onRetryGroups={groupsQuery.retry}
      onRetryCategories={categoriesQuery.retry}
    />
  );

  return (
    <div className="catalog">
      <aside className="catalog__side" aria-label="Filtry katalogu">
        {!narrow && (
          <>
            <h2 className="catalog__side-title">Filtry</h2>
            {panel(`${uid}side`)}
            <button type="button" className="ui-btn ui-btn--ghost" onClick={clearFilters} disabled={activeCount === 0}>
              Wyczyść filtry
            </button>
          </>
        )}
      </aside>

      <div className="catalog__main">
        <form
          className="catalog__toolbar"
          role="search"
          onSubmit={(e) => (e.preventDefault(), update({ search: searchText.trim() }))}
        >
          <div className="field catalog__search">
            <label className="field__label" htmlFor={`${uid}search`}>
              Szukaj nagrody
            </label>
            <div className="search-input">
              <input
                className="field__input"
                id={`${uid}search`}
                type="search"
                value={searchText}
                maxLength={MAX_SEARCH_LENGTH}
                placeholder="np. ekspres do kawy"
                autoComplete="off"
                enterKeyHint="search"
                onChange={(e) => setSearchText(e.target.value)}
              />
            </div>
          </div>
          <div className="field catalog__sort">
            <label className="field__label" htmlFor={`${uid}sort`}>
              Sortuj
            </label>
            <select
              className="field__input"
              id={`${uid}sort`}
              value={filters.sort}
              onChange={(e) => update({ sort: e.target.value as SortValue })}
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="ui-btn ui-btn--secondary catalog__filters-button"
            aria-haspopup="dialog"
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            onClick={() => setDrawerOpen(true)}
          >
            Filtry{activeCount > 0 && <span className="aw-counter"> {activeCount}</span>}
            {activeCount > 0 && <span className="visually-hidden"> aktywne</span>}
          </button>
        </form>

        {activeCount > 0 && (
          <ul className="aw-chips" aria-label="Wybrane filtry">
            {filters.search.trim() && (
              <Chip label={`„${filters.search.trim()}”`} onRemove={() => (setSearchText(''), update({ search: '' }))} />
            )}
            {filters.groups.map((id) => (
              <Chip key={`g${id}`} label={groupName(id) ?? `Grupa ${id}`} onRemove={() => toggleGroup(id)} />
            ))}
            {filters.categories.map((id) => (
              <Chip key={`c${id}`} label={categoryName(id) ?? `Kategoria ${id}`} onRemove={() => toggleCategory(id)} />
            ))}
            {filters.onlyFresh && <Chip label="Nowości" onRemove={() => update({ onlyFresh: false })} />}
            {affordable && <Chip label="Na które mnie stać" onRemove={() => changeAffordable(false)} />}
            {currency && <Chip label={`Tylko ${currency}`} onRemove={() => changeCurrency(null)} />}
            <li>
              <button type="button" className="aw-chips__clear" onClick={clearFilters}>
                Wyczyść wszystkie
              </button>
            </li>
          </ul>
        )}

        {/* A failure says so once, in the error state below: no count above it. */}
        {results.status !== 'error' && (
          <h2 className="catalog__count" ref={heading} tabIndex={-1}>
            <span aria-live="polite">{totalText ? `Znaleziono: ${totalText}` : 'Wyszukiwanie nagród…'}</span>
          </h2>
        )}

        {results.status === 'error' ? (
          <ErrorState title="Nie udało się wczytać katalogu nagród." onRetry={results.retry} />
        ) : !shown ? (
          <CardsSkeleton count={12} label="Ładowanie katalogu nagród" />
        ) : shown.items.length === 0 ? (
          <EmptyState
            title={activeCount > 0 ? 'Żadna nagroda nie pasuje do wybranych filtrów.' : 'Katalog nagród jest pusty.'}
          >
            {activeCount > 0 ? (
              <>
                <p>Spróbuj innych słów albo zdejmij część filtrów.</p>
                <button type="button" className="ui-btn ui-btn--primary" onClick={clearFilters}>
                  Wyczyść filtry
                </button>
              </>
            ) : (
              <p>Zajrzyj tu wkrótce — nowe nagrody pojawiają się regularnie.</p>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className={`award-grid${results.refreshing ? ' award-grid--busy' : ''}`} aria-busy={results.refreshing}>
              {shown.items.map((award) => (
                <li key={award.awardId}>
                  <AwardCardView award={award} />
                </li>
              ))}
            </ul>
            <Pager page={shown.page} totalPages={shown.totalPages} onPage={goToPage} label="Strony katalogu" />
          </>
        )}
      </div>

      {narrow && drawerOpen && (
        <Suspense fallback={null}>
          {
            <FiltersDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              onClear={clearFilters}
              canClear={activeCount > 0}
              showLabel={totalText ? `Pokaż ${totalText}` : 'Pokaż wyniki'}
            >
              {panel(`${uid}drawer`)}
            </FiltersDrawer>
          }
        </Suspense>
      )}
    </div>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className="aw-chip">
      <span>{label}</span>
      <button type="button" className="aw-chip__remove" onClick={onRemove} aria-label={`Usuń filtr: ${label}`}>
        ×
      </button>
    </li>
  );
}
