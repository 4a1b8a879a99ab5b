import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { AwardCard } from '../../lib/api/awards-parse';
import { unwishAward } from '../../lib/awards/wish-actions';
import { handleError } from '../../lib/errors';
import { $points } from '../../lib/participant/participant';
import { showSuccess } from '../../lib/toast/toast';
import AwardCardView from './AwardCardView';
import Progress from './Progress';

/**
 * The wish list's cards: how far the balance goes towards each award, and a way to take
 * it off the list. Loaded beside the list's data, so the island itself stays small.
 */
export default function WishGrid({ awards }: { awards: AwardCard[] }) {
  const points = useStore($points);
  const [removing, setRemoving] = useState<number | null>(null);

  const remove = async (award: AwardCard) => {
    if (removing !== null) return;
    setRemoving(award.awardId);
    try {
      await unwishAward(award.awardId);
      showSuccess(`Usunięto z listy życzeń: ${award.name}.`);
    } catch (error) {
      handleError(error);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <ul className="award-grid">
      {awards.map((award) => {
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
  );
}
