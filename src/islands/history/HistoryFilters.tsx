import { useEffect, useId, useRef, useState } from 'react';
import { isIsoDay } from '../../lib/format/date';
import { SEARCH_MAX, activeFilterCount, toggle, type HistoryFilters as Filters } from '../../lib/history/filters';
import { KIND_FILTER_LABELS, SOURCE_FILTER_LABELS } from '../../lib/history/labels';
import type { Currency } from '../../lib/history/queries';
import { HISTORY_KINDS, HISTORY_SOURCES } from '../../../shared/rules/history-vocabulary';

interface Props {
  filters: Filters;
  /** The lp currency exists only for the FRSH group: the currency choice shows only there. */
  frsh: boolean;
  /** Today in Warsaw, YYYY-MM-DD ('' before hydration): the last day a range can end on. */
  today: string;
  disabled: boolean;
  onChange(next: Partial<Filters>): void;
}

const SEARCH_DELAY_MS = 400;

/**
 * Kind, source, currency, date range and a description search. On a phone the panel
 * folds behind a "Filtry" button; on wider screens it is always open.
 */
export default function HistoryFilters({ filters, frsh, today, disabled, onChange }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState(filters.search);
  const typing = useRef(false);
  const active = activeFilterCount(filters);

  // Follow the filters (a cleared filter, a URL read after hydration) unless the participant is typing.
  useEffect(() => {
    if (!typing.current) setSearch(filters.search);
  }, [filters.search]);

  useEffect(() => {
    if (!typing.current) return;
    const timer = setTimeout(() => {
      typing.current = false;
      if (search.trim() !== filters.search) onChange({ search: search.trim() });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  const setDay = (key: 'from' | 'to', value: string) => {
    const day = isIsoDay(value) ? value : null;
    const next = { from: filters.from, to: filters.to, [key]: day };
    // A range typed backwards is read the right way round.
    if (next.from && next.to && next.from > next.to) [next.from, next.to] = [next.to, next.from];
    onChange(next);
  };

  const currencyChoices: { value: Currency | null; label: string }[] = [
    { value: null, label: 'Obie' },
    { value: 'vp', label: 'vp' },
    { value: 'lp', label: 'lp' },
  ];

  return (
    <div className="history-filters">
      <button
        type="button"
        className="ui-btn history-filters__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        Filtry{active > 0 ? ` (${active})` : ''}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <form
        id={`${id}-panel`}
        className="history-filters__panel ui-card"
        data-open={open || undefined}
        role="search"
        aria-label="Filtry historii"
        onSubmit={(e) => {
          e.preventDefault();
          typing.current = false;
          onChange({ search: search.trim() });
        }}
      >
        <div className="history-filters__fields">
          <div className="field-inline history-filters__search">
            <label htmlFor={`${id}-q`}>Szukaj w opisie</label>
            <input
              id={`${id}-q`}
              className="ui-input"
              type="search"
              value={search}
              maxLength={SEARCH_MAX}
              placeholder="np. kawa, FV/2026"
              disabled={disabled}
              onChange={(e) => {
                typing.current = true;
                setSearch(e.target.value);
              }}
            />
          </div>
          <div className="field-inline">
            <label htmlFor={`${id}-from`}>Od dnia</label>
            <input
              id={`${id}-from`}
              className="ui-input"
              type="date"
              value={filters.from ?? ''}
              max={filters.to ?? (today || undefined)}
              disabled={disabled}
              onChange={(e) => setDay('from', e.target.value)}
            />
          </div>
          <div className="field-inline">
            <label htmlFor={`${id}-to`}>Do dnia</label>
            <input
              id={`${id}-to`}
              className="ui-input"
              type="date"
              value={filters.to ?? ''}
              min={filters.from ?? undefined}
              disabled={disabled}
              onChange={(e) => setDay('to', e.target.value)}
            />
          </div>
        </div>

        <fieldset className="chips" disabled={disabled}>
          <legend>Rodzaj</legend>
          {HISTORY_KINDS.map((kind) => (
            <label key={kind} className="chip">
              <input
                type="checkbox"
                checked={filters.kinds.includes(kind)}
                onChange={() => onChange({ kinds: toggle(filters.kinds, kind, HISTORY_KINDS) })}
              />
              <span>{KIND_FILTER_LABELS[kind]}</span>
            </label>
          ))}
        </fieldset>

        <fieldset className="chips" disabled={disabled}>
          <legend>Źródło</legend>
          {HISTORY_SOURCES.map((source) => (
            <label key={source} className="chip">
              <input
                type="checkbox"
                checked={filters.sources.includes(source)}
                onChange={() => onChange({ sources: toggle(filters.sources, source, HISTORY_SOURCES) })}
              />
              <span>{SOURCE_FILTER_LABELS[source]}</span>
            </label>
          ))}
        </fieldset>

        {frsh && (
          <fieldset className="chips" disabled={disabled}>
            <legend>Waluta</legend>
            {currencyChoices.map((choice) => (
              <label key={choice.label} className="chip">
                <input
                  type="radio"
                  name={`${id}-currency`}
                  checked={filters.currency === choice.value}
                  onChange={() => onChange({ currency: choice.value })}
                />
                <span>{choice.label}</span>
              </label>
            ))}
          </fieldset>
        )}
      </form>
    </div>
  );
}
