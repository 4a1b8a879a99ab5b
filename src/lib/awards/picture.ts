import type { AwardCard } from '../api/awards-parse';

/** The picture of an award: the active one when the participant can order it, the inactive one otherwise. */
export const cardImageId = (award: Pick<AwardCard, 'canOrder' | 'activeImageId' | 'inactiveImageId'>) =>
  award.canOrder ? award.activeImageId : (award.inactiveImageId ?? award.activeImageId);
