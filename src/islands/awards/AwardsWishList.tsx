import { lazy, Suspense, useEffect } from 'react';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/card.css';
import './awards.css';
import { $wishList } from '../../lib/awards/queries';
import { formatCount, NOUNS } from '../../lib/format/plural';
import { useHydrated } from '../ui/useHydrated';
import { useQuery } from '../ui/useQuery';
import { CardsSkeleton } from './states';
import { EmptyState, ErrorState } from '../ui/ListStates';

// The cards (pictures, progress, remove) load beside the data.
const loadGrid = () => import('./WishGrid');
const WishGrid = lazy(loadGrid);

/** The wish list on /awards: pinned awards, each with the points still missing. */
export default function AwardsWishList() {
  const view = useQuery(useHydrated() ? $wishList : null);
  const awards = view.data;

  useEffect(() => void loadGrid(), []);

  if (view.status === 'error') return <ErrorState title="Nie udało się wczytać listy życzeń." onRetry={view.retry} />;
  if (!awards) return <CardsSkeleton count={4} label="Ładowanie listy życzeń" />;
  if (awards.length === 0) {
    return (
      <EmptyState title="Twoja lista życzeń jest pusta.">
        <p>Na stronie nagrody wybierz „Dodaj do listy życzeń” — tu zobaczysz, ile punktów jeszcze brakuje.</p>
        <a className="ui-btn ui-btn--secondary" href="/awards-catalog">
          Przeglądaj katalog
        </a>
      </EmptyState>
    );
  }

  const ready = awards.filter((a) => a.canOrder).length;
  return (
    <>
      <p className="wishes__summary">
        {formatCount(awards.length, NOUNS.award)} na liście
        {ready > 0 ? `, ${ready === 1 ? 'jedną możesz zamówić' : `${ready} możesz zamówić`} już teraz.` : '.'}
      </p>
      <Suspense fallback={<CardsSkeleton count={Math.min(awards.length, 4)} label="Ładowanie listy życzeń" />}>
        <WishGrid awards={awards} />
      </Suspense>
    </>
  );
}
