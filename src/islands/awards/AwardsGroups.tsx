import '../ui/button.css';
import '../ui/ui.css';
import '../ui/card.css';
import './awards.css';
import { $awardGroups } from '../../lib/awards/queries';
import { formatCount, NOUNS } from '../../lib/format/plural';
import { typeset } from '../../lib/format/typography';
import ApiImage from '../ui/ApiImage';
import { useHydrated } from '../ui/useHydrated';
import { useQuery } from '../ui/useQuery';
import { CardsSkeleton } from './states';
import { EmptyState, ErrorState } from '../ui/ListStates';

/** The award groups of /awards: each a way into the catalogue with that group chosen. */
export default function AwardsGroups() {
  const view = useQuery(useHydrated() ? $awardGroups : null);
  const groups = view.data;

  if (view.status === 'error') return <ErrorState title="Nie udało się wczytać grup nagród." onRetry={view.retry} />;
  if (!groups) return <CardsSkeleton count={7} label="Ładowanie grup nagród" groups />;
  if (groups.length === 0) {
    return (
      <EmptyState title="Katalog nagród jest jeszcze pusty.">
        <p>Zajrzyj tu wkrótce — nowe nagrody pojawiają się regularnie.</p>
      </EmptyState>
    );
  }
  const total = groups.reduce((sum, g) => sum + g.awardCount, 0);
  return (
    <ul className="award-grid group-grid">
      {groups.map((g) => (
        <li key={g.groupId}>
          <article className="group-card ui-card">
            <ApiImage kind="award" id={g.imageId} alt="" aspectRatio="4 / 3" className="group-card__image" />
            <div className="group-card__body">
              <h3 className="group-card__name">
                <a className="award-card__link" href={`/awards-catalog?grupa=${g.groupId}`}>
                  {typeset(g.name)}
                </a>
              </h3>
              {g.description && <p className="group-card__text">{typeset(g.description)}</p>}
              <p className="group-card__count">{formatCount(g.awardCount, NOUNS.award)}</p>
            </div>
          </article>
        </li>
      ))}
      <li>
        <article className="group-card ui-card group-card--all">
          <div className="api-image group-card__image group-card__all-picture" style={{ aspectRatio: '4 / 3' }}>
            <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
              <path
                d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinejoin="round"
              />
            </svg>
          </div>
          <div className="group-card__body">
            <h3 className="group-card__name">
              <a className="award-card__link" href="/awards-catalog">
                Cały katalog
              </a>
            </h3>
            <p className="group-card__text">{typeset('Wszystkie grupy w jednym miejscu: szukaj, filtruj i sortuj.')}</p>
            <p className="group-card__count">{formatCount(total, NOUNS.award)}</p>
            <p className="group-card__go" aria-hidden="true">
              Przeglądaj katalog →
            </p>
          </div>
        </article>
      </li>
    </ul>
  );
}
