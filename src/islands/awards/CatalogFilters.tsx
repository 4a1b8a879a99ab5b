import { formatNumber, type Currency } from '../../lib/format/number';
import { currencyTitle } from '../../lib/format/money-words';
import type { CatalogFilters as Filters } from '../../lib/awards/filters';
import type { AwardCategory, AwardGroup } from '../../lib/api/awards-parse';
import { LinesSkeleton } from './states';
import { typeset } from '../../lib/format/typography';

export type Loadable<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ok'; data: T };

interface Props {
  /** Prefix of the inputs' ids (the panel may exist in the sidebar and in the phone drawer). */
  idPrefix: string;
  groups: Loadable<AwardGroup[]>;
  categories: Loadable<AwardCategory[]> | null;
  filters: Filters;
  affordable: boolean;
  /** The chosen currency (null: both); undefined where only vp exists (not the FRSH group). */
  currency?: Currency | null;
  onCurrency: (currency: Currency | null) => void;
  onToggleGroup: (groupId: number) => void;
  onToggleCategory: (categoryId: number) => void;
  onFresh: (value: boolean) => void;
  onAffordable: (value: boolean) => void;
  onRetryGroups: () => void;
  onRetryCategories: () => void;
}

function Check(props: { id: string; label: string; count?: number; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <li className="aw-check">
      <input id={props.id} type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      <label htmlFor={props.id}>
        {props.label}
        {props.count !== undefined && (
          <span className="aw-check__count">
            <span className="visually-hidden">, nagród: </span>
            {formatNumber(props.count)}
          </span>
        )}
      </label>
    </li>
  );
}

/** What failed, and a retry; why is in the central handler's toast (one message, as in ErrorState). */
function Retry({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div className="aw-filters__error" role="alert">
      <p>{title}</p>
      <button type="button" className="ui-btn aw-btn-small" onClick={onRetry}>
        Spróbuj ponownie
      </button>
    </div>
  );
}

/** The catalogue's filters: groups, the chosen groups' categories, fresh only, affordable now. */
export default function CatalogFilters(p: Props) {
  const { filters } = p;
  return (
    <div className="aw-filters">
      <fieldset className="aw-filters__set">
        <legend>Grupy nagród</legend>
        {p.groups.state === 'loading' && <LinesSkeleton count={6} label="Ładowanie grup nagród" />}
        {p.groups.state === 'error' && <Retry title="Nie udało się wczytać grup nagród." onRetry={p.onRetryGroups} />}
        {p.groups.state === 'ok' && (
          <ul className="aw-filters__list">
            {p.groups.data.map((g) => (
              <Check
                key={g.groupId}
                id={`${p.idPrefix}-group-${g.groupId}`}
                label={typeset(g.name)}
                count={g.awardCount}
                checked={filters.groups.includes(g.groupId)}
                onChange={() => p.onToggleGroup(g.groupId)}
              />
            ))}
          </ul>
        )}
      </fieldset>

      <fieldset className="aw-filters__set">
        <legend>Kategorie</legend>
        {p.categories === null && (
          <p className="aw-filters__hint">{typeset('Wybierz grupę, aby zawęzić wyniki do jej kategorii.')}</p>
        )}
        {p.categories?.state === 'loading' && <LinesSkeleton count={4} label="Ładowanie kategorii" />}
        {p.categories?.state === 'error' && (
          <Retry title="Nie udało się wczytać kategorii." onRetry={p.onRetryCategories} />
        )}
        {p.categories?.state === 'ok' && (
          <ul className="aw-filters__list">
            {p.categories.data.map((c) => (
              <Check
                key={c.categoryId}
                id={`${p.idPrefix}-category-${c.categoryId}`}
                label={typeset(c.name)}
                count={c.awardCount}
                checked={filters.categories.includes(c.categoryId)}
                onChange={() => p.onToggleCategory(c.categoryId)}
              />
            ))}
          </ul>
        )}
      </fieldset>

      {p.currency !== undefined && (
        <fieldset className="aw-filters__set">
          <legend>Waluta</legend>
          <ul className="aw-filters__list">
            {([null, 'vp', 'lp'] as const).map((value) => (
              <li key={value ?? 'both'} className="aw-check">
                <input
                  id={`${p.idPrefix}-currency-${value ?? 'both'}`}
                  type="radio"
                  name={`${p.idPrefix}-currency`}
                  checked={p.currency === value}
                  onChange={() => p.onCurrency(value)}
                />
                <label htmlFor={`${p.idPrefix}-currency-${value ?? 'both'}`}>
                  {value ? currencyTitle(value) : 'Obie waluty'}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <fieldset className="aw-filters__set">
        <legend>Pokaż</legend>
        <ul className="aw-filters__list">
          <Check
            id={`${p.idPrefix}-fresh`}
            label="Tylko nowości (ostatnie 30 dni)"
            checked={filters.onlyFresh}
            onChange={p.onFresh}
          />
          <Check
            id={`${p.idPrefix}-affordable`}
            label="Tylko te, na które mnie stać"
            checked={p.affordable}
            onChange={p.onAffordable}
          />
        </ul>
      </fieldset>
    </div>
  );
}
