import { useId, useState } from 'react';
import type { PlanGroup, PlanPeriod } from '../../lib/goals/queries';
import { typeset } from '../../lib/format/typography';
import {
  SEARCH_MAX,
  SORTS,
  SORT_KEYS,
  activeFilterCount,
  type GoalFilters,
  type SortKey,
} from '../../lib/goals/filters';

interface Props {
  filters: GoalFilters;
  searchText: string;
  periods: PlanPeriod[] | null;
  groups: PlanGroup[] | null;
  onSearchText(text: string): void;
  /** Apply the typed search at once (Enter), without waiting for the debounce. */
  onSearchNow(): void;
  onChange(patch: Partial<GoalFilters>): void;
}

const FLAGS = [
  ['featuredOnly', 'Tylko wyróżnione'],
  ['hideExpired', 'Ukryj zakończone'],
  ['hideRealised', 'Ukryj zrealizowane'],
] as const;

/**
 * The filters of spec section 3 a participant would use. On a phone everything but the
 * search folds under one "Filtry" button; on a wide screen it is all in view. The search
 * and the button make one bar, which stands beside the page's title from 560 px.
 */
export default function FilterBar({
  filters,
  searchText,
  periods,
  groups,
  onSearchText,
  onSearchNow,
  onChange,
}: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters) + (filters.sort !== 'domyslnie' ? 1 : 0);

  const toggleGroup = (groupId: number, on: boolean) =>
    onChange({
      groups: on ? [...filters.groups, groupId].sort((a, b) => a - b) : filters.groups.filter((g) => g !== groupId),
    });

  return (
    <form
      className="goal-filters ui-card"
      role="search"
      aria-label="Filtry celów"
      onSubmit={(event) => {
        event.preventDefault();
        onSearchNow();
      }}
    >
      <div className="goal-filters__bar">
        <div className="goal-filters__search field-inline">
          <label htmlFor={`${id}-search`}>Szukaj celu</label>
          <input
            id={`${id}-search`}
            type="search"
            className="ui-input"
            value={searchText}
            maxLength={SEARCH_MAX}
            placeholder="np. kawa"
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => onSearchText(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="ui-btn ui-btn--ghost goal-filters__toggle"
          aria-expanded={open}
          aria-controls={`${id}-more`}
          onClick={() => setOpen((o) => !o)}
        >
          Filtry{count ? ` (${count})` : ''}
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
      </div>

      <div id={`${id}-more`} className="goal-filters__more" data-open={open || undefined}>
        <div className="goal-filters__period field-inline">
          <label htmlFor={`${id}-period`}>Okres</label>
          <select
            id={`${id}-period`}
            className="ui-input"
            value={filters.periodId ?? ''}
            onChange={(event) => onChange({ periodId: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">Wszystkie okresy</option>
            {filters.periodId !== null && !periods?.some((p) => p.id === filters.periodId) ? (
              <option value={filters.periodId}>Wybrany okres</option>
            ) : null}
            {periods?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="goal-filters__sort field-inline">
          <label htmlFor={`${id}-sort`}>Kolejność</label>
          <select
            id={`${id}-sort`}
            className="ui-input"
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as SortKey })}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORTS[key].label}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="goal-filters__groups">
          <legend>Grupy celów</legend>
          <div className="chips" aria-busy={groups === null || undefined}>
            {groups === null
              ? [0, 1, 2].map((i) => <span key={i} className="skeleton chip-skeleton" aria-hidden="true" />)
              : groups.map((g) => (
                  <label key={g.id} className="chip">
                    <input
                      type="checkbox"
                      checked={filters.groups.includes(g.id)}
                      onChange={(event) => toggleGroup(g.id, event.target.checked)}
                    />
                    <span>{typeset(g.name)}</span>
                  </label>
                ))}
          </div>
        </fieldset>

        <fieldset className="goal-filters__flags">
          <legend className="visually-hidden">Pokaż</legend>
          {FLAGS.map(([key, label]) => (
            <label key={key} className="check">
              <input
                type="checkbox"
                checked={filters[key]}
                onChange={(event) => onChange({ [key]: event.target.checked })}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </form>
  );
}
