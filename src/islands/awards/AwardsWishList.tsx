import { lazy, Suspense, useEffect, useState } from 'react';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/card.css';
import './awards.css';
import { listWishes } from '../../lib/api/awards';
import type { AwardCard } from '../../lib/awards/parse';
import { handleError } from '../../lib/errors';
import { formatCount, NOUNS } from '../../lib/format/plural';
import { CardsSkeleton } from './states';
import { EmptyState, ErrorState } from '../ui/ListStates';

// The cards (pictures, progress, remove) load beside the data.
const loadGrid = () => import('./WishGrid');
const WishGrid = lazy(loadGrid);

type View = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ok'; awards: AwardCard[] };

/** The wish list on /awards: pinned awards, each with the points still missing. */
export default function AwardsWishList() {
  const [view, setView] = useState<View>({ state: 'loading' });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    setView({ state: 'loading' });
    void loadGrid();
    listWishes().then(
      (page) => live && setView({ state: 'ok', awards: page.items }),
      (error: unknown) => live && setView({ state: 'error', message: handleError(error) }),
    );
    return () => {
      live = false;
    };
  }, [tick]);

  if (view.state === 'loading') return <CardsSkeleton count={4} label="Ładowanie listy życzeń" />;
  if (view.state === 'error')
    return <ErrorState title="Nie udało się wczytać listy życzeń." onRetry={() => setTick((t) => t + 1)} />;
  if (view.awards.length === 0) {
    return (
      <EmptyState title="Twoja lista życzeń jest pusta.">
        <p>Na stronie nagrody wybierz „Dodaj do listy życzeń” — tu zobaczysz, ile punktów jeszcze brakuje.</p>
        <a className="ui-btn ui-btn--secondary" href="/awards-catalog">
          Przeglądaj katalog
        </a>
      </EmptyState>
    );
  }

  const ready = view.awards.filter((a) => a.canOrder).length;
  return (
    <>
      <p className="wishes__summary">
        {formatCount(view.awards.length, NOUNS.award)} na liście
        {ready > 0 ? `, ${ready === 1 ? 'jedną możesz zamówić' : `${ready} możesz zamówić`} już teraz.` : '.'}
      </p>
      <Suspense fallback={<CardsSkeleton count={Math.min(view.awards.length, 4)} label="Ładowanie listy życzeń" />}>
        <WishGrid
          awards={view.awards}
          onRemoved={(awardId) =>
            setView((v) =>
              v.state === 'ok' ? { state: 'ok', awards: v.awards.filter((a) => a.awardId !== awardId) } : v,
            )
          }
        />
      </Suspense>
    </>
  );
}
