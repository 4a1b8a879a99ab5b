import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import './lists/lists.css';
import './awards/awards.css';
import { listWishes, setWish } from '../lib/api/awards';
import type { AwardCard } from '../lib/awards/parse';
import { handleError } from '../lib/errors';
import { formatCount, NOUNS } from '../lib/format/plural';
import { $points } from '../lib/stores/account';
import { showSuccess } from '../lib/toast';
import AwardCardView from './awards/AwardCardView';
import Progress from './awards/Progress';
import { CardsSkeleton } from './awards/states';
import { EmptyState, ErrorState } from './lists/ListStates';

type View = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ok'; awards: AwardCard[] };

/** The wish list on /awards: pinned awards, each with the points still missing. */
export default function AwardsWishList() {
  const [view, setView] = useState<View>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  const [removing, setRemoving] = useState<number | null>(null);
  const points = useStore($points);

  useEffect(() => {
    let live = true;
    setView({ state: 'loading' });
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
    return (
      <ErrorState
        title="Nie udało się wczytać listy życzeń."
        message={view.message}
        onRetry={() => setTick((t) => t + 1)}
      />
    );
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

  const remove = async (award: AwardCard) => {
    if (removing !== null) return;
    setRemoving(award.awardId);
    try {
      await setWish(award.awardId, false);
      setView((v) =>
        v.state === 'ok' ? { state: 'ok', awards: v.awards.filter((a) => a.awardId !== award.awardId) } : v,
      );
      showSuccess(`Usunięto z listy życzeń: ${award.name}.`);
    } catch (error) {
      handleError(error);
    } finally {
      setRemoving(null);
    }
  };

  const ready = view.awards.filter((a) => a.canOrder).length;
  return (
    <>
      <p className="wishes__summary">
        {formatCount(view.awards.length, NOUNS.award)} na liście
        {ready > 0 ? `, ${ready === 1 ? 'jedną możesz zamówić' : `${ready} możesz zamówić`} już teraz.` : '.'}
      </p>
      <ul className="award-grid">
        {view.awards.map((award) => {
          const balance = points ? (award.currency === 'lp' ? points.lpCurrentValue : points.vpCurrentValue) : null;
          return (
            <li key={award.awardId}>
              <AwardCardView award={award} showWished={false}>
                {award.missingPoints > 0 && balance !== null && (
                  <Progress have={balance} need={award.price} currency={award.currency} />
                )}
                <button
                  type="button"
                  className="ui-btn ui-btn--ghost aw-btn-small award-card__action"
                  onClick={() => void remove(award)}
                  aria-disabled={removing === award.awardId || undefined}
                >
                  Usuń z listy<span className="visually-hidden">: {award.name}</span>
                </button>
              </AwardCardView>
            </li>
          );
        })}
      </ul>
    </>
  );
}
