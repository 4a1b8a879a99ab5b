import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/forms.css';
import '../ui/field.css';
import '../ui/card.css';
import './awards.css';
import { listAwardCategories, listAwardGroups, listAwards } from '../../lib/api/awards';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  MAX_SEARCH_LENGTH,
  readFilters,
  SORT_OPTIONS,
  toListRequest,
  writeFilters,
  type CatalogFilters as Filters,
  type SortValue,
} from '../../lib/awards/filters';
import type { AwardCard, AwardCategory, AwardGroup, Page } from '../../lib/awards/parse';
import { handleError } from '../../lib/errors';
import { whenShown } from '../../lib/prerender/when-shown';
import { formatCount, NOUNS } from '../../lib/format/plural';
import AwardCardView from './AwardCardView';
import CatalogFilters, { type Loadable } from './CatalogFilters';
import { positiveInt } from '../../lib/url';
import { isAbort } from '../ui/isAbort';
import { useMediaQuery } from '../ui/useMediaQuery';
import { useUrlField, useUrlState } from '../ui/useUrlState';
import Pager from '../ui/Pager';
import { CardsSkeleton } from './states';
import { EmptyState, ErrorState } from '../ui/ListStates';

const loadDrawer = () => import('./FiltersDrawer');
const FiltersDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer();

/** Awards per catalogue page: the server pages, the client never loads the whole catalogue. */
export const PER_PAGE = 24;
const SEARCH_DELAY_MS = 350;
/** Below this width the filters move into a drawer opened by a button. */
const NARROW = '(width < 60rem)';

/** URL parameters: ?grupa=N (a way in from /awards), ?strona=N, ?dostepne=1. */
const PARAM_GROUP = 'grupa';
const PARAM_PAGE = 'strona';
const PARAM_AFFORDABLE = 'dostepne';

type Results =
  | { state: 'loading'; previous: Page<AwardCard> | null }
  | { state: 'error'; message: string }
  | { state: 'ok'; data: Page<AwardCard> };

interface CatalogState {
  filters: Filters;
  page: number;
  affordable: boolean;
}

/** The start state: the stored filters, or a group chosen on /awards; the page and affordability from the URL. */
function initialState(params: URLSearchParams): CatalogState {
  const stored = readFilters();
  const group = positiveInt(params.get(PARAM_GROUP));
  const filters = group
    ? { ...DEFAULT_FILTERS, sort: stored.sort, groups: [group] }
    : stored.groups.length
      ? stored
      : { ...stored, categories: [] };
  return {
    filters,
    page: group ? 1 : (positiveInt(params.get(PARAM_PAGE)) ?? 1),
    affordable: params.get(PARAM_AFFORDABLE) === '1',
  };
}

/** The URL shows the page and affordability; the group link from /awards is used up. */
function toSearch({ page, affordable }: CatalogState, params: URLSearchParams): URLSearchParams {
  params.delete(PARAM_GROUP);
  if (page > 1) params.set(PARAM_PAGE, String(page));
  else params.delete(PARAM_PAGE);
  if (affordable) params.set(PARAM_AFFORDABLE, '1');
  else params.delete(PARAM_AFFORDABLE);
  return params;
}

export default function AwardsCatalog() {
  const uid = useId();
  const [searchText, setSearchText] = useState('');
  // Storage and the URL are read after hydration (the server render knows neither).
  const [state, setState] = useUrlState<CatalogState>({
    read: initialState,
    write: toSearch,
    onRead: (start) => setSearchText(start.filters.search),
  });
  const ready = state !== null;
  const filters = state?.filters ?? DEFAULT_FILTERS;
  const page = state?.page ?? 1;
  const affordable = state?.affordable ?? false;
  const setFilters = useUrlField(setState, 'filters');
  const setPage = useUrlField(setState, 'page');
  const setAffordable = useUrlField(setState, 'affordable');
  const [results, setResults] = useState<Results>({ state: 'loading', previous: null });
  const [groups, setGroups] = useState<Loadable<AwardGroup[]>>({ state: 'loading' });
  const [categories, setCategories] = useState<Loadable<AwardCategory[]>>({ state: 'loading' });
  const [tick, setTick] = useState({ results: 0, groups: 0, categories: 0 });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const narrow = useMediaQuery(NARROW);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  const update = useCallback(
    (patch: Partial<Filters>) => setState((s) => ({ ...s, filters: { ...s.filters, ...patch }, page: 1 })),
    [setState],
  );

  // A prerendered catalogue (decision 024) remembers nothing before it is shown.
  useEffect(() => {
    if (ready) whenShown(() => writeFilters(filters));
  }, [ready, filters]);

  // Groups: once (and on retry).
  useEffect(() => {
    let live = true;
    setGroups({ state: 'loading' });
    listAwardGroups().then(
      (data) => live && setGroups({ state: 'ok', data }),
      (error: unknown) => live && setGroups({ state: 'error', message: handleError(error) }),
    );
    return () => {
      live = false;
    };
  }, [tick.groups]);

  // Categories of the chosen groups.
  const groupKey = filters.groups.join(',');
  useEffect(() => {
    if (!ready || !groupKey) return;
    const controller = new AbortController();
    setCategories({ state: 'loading' });
    listAwardCategories(groupKey.split(',').map(Number), { signal: controller.signal }).then(
      (data) => {
        setCategories({ state: 'ok', data });
        // A category of a group no longer chosen (or no longer there) stops filtering.
        const known = new Set(data.map((c) => c.categoryId));
        setFilters((f) =>
          f.categories.every((id) => known.has(id))
            ? f
            : { ...f, categories: f.categories.filter((id) => known.has(id)) },
        );
      },
      (error: unknown) => {
        if (!isAbort(error)) setCategories({ state: 'error', message: handleError(error) });
      },
    );
    return () => controller.abort();
  }, [ready, groupKey, tick.categories, setFilters]);

  // The results page.
  const request = useMemo(() => toListRequest(filters, page, PER_PAGE, affordable), [filters, page, affordable]);
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    setResults((r) => ({
      state: 'loading',
      previous: r.state === 'ok' ? r.data : r.state === 'loading' ? r.previous : null,
    }));
    listAwards(request, { signal: controller.signal }).then(
      (data) => {
        // A page past the end (fewer results since the link was made): go to the last one.
        if (data.items.length === 0 && data.total > 0 && request.page > data.totalPages) {
          setPage(data.totalPages);
          return;
        }
        setResults({ state: 'ok', data });
        if (focusResults.current) {
          focusResults.current = false;
          heading.current?.focus({ preventScroll: true });
          heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
        }
      },
      (error: unknown) => {
        if (!isAbort(error)) setResults({ state: 'error', message: handleError(error) });
      },
    );
    return () => controller.abort();
  }, [ready, request, tick.results, setPage]);

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
    () => new Map(categories.state === 'ok' ? categories.data.map((c) => [c.categoryId, c.groupId]) : []),
    [categories],
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
  const clearFilters = () => {
    setFilters({ ...DEFAULT_FILTERS, sort: filters.sort });
    setSearchText('');
    setAffordable(false);
    setPage(1);
  };
  const goToPage = (p: number) => {
    focusResults.current = true;
    setPage(p);
  };

  const activeCount = activeFilterCount(filters, affordable);
  const shown = results.state === 'ok' ? results.data : results.state === 'loading' ? results.previous : null;
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
      onToggleGroup={toggleGroup}
      onToggleCategory={toggleCategory}
      onFresh={(onlyFresh) => update({ onlyFresh })}
      onAffordable={changeAffordable}
      onRetryGroups={() => setTick((t) => ({ ...t, groups: t.groups + 1 }))}
      onRetryCategories={() => setTick((t) => ({ ...t, categories: t.categories + 1 }))}
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
            <li>
              <button type="button" className="aw-chips__clear" onClick={clearFilters}>
                Wyczyść wszystkie
              </button>
            </li>
          </ul>
        )}

        <h2 className="catalog__count" ref={heading} tabIndex={-1}>
          <span aria-live="polite">
            {totalText
              ? `Znaleziono: ${totalText}`
              : results.state === 'error'
                ? 'Nie znaleźliśmy nagród'
                : 'Wyszukiwanie nagród…'}
          </span>
        </h2>

        {results.state === 'error' ? (
          <ErrorState
            title="Nie udało się wczytać katalogu nagród."
            message={results.message}
            onRetry={() => setTick((t) => ({ ...t, results: t.results + 1 }))}
          />
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
            <ul
              className={`award-grid${results.state === 'loading' ? ' award-grid--busy' : ''}`}
              aria-busy={results.state === 'loading'}
            >
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
              showLabel={totalText ? `Pokaż wyniki (${shown?.total ?? 0})` : 'Pokaż wyniki'}
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
