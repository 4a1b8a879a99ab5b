import type { ReactNode } from 'react';
import ApiImage from '../ui/ApiImage';
import { formatPoints } from '../../lib/format/number';
import type { AwardCard } from '../../lib/api/awards-parse';
import { cardImageId } from '../../lib/awards/picture';
import { typeset } from '../../lib/format/typography';

/** What stands between the participant and the award, in a few words ('brakuje 800 vp'). */
export function awardCue(award: AwardCard): { text: string; tone: 'ok' | 'missing' | 'off' } {
  if (award.missingPoints > 0)
    return { text: `brakuje ${formatPoints(award.missingPoints, award.currency)}`, tone: 'missing' };
  if (award.canOrder) return { text: 'Możesz zamówić', tone: 'ok' };
  return { text: 'Teraz niedostępna', tone: 'off' };
}

interface Props {
  award: AwardCard;
  headingLevel?: 'h2' | 'h3';
  /** Extra content under the cue (the wish list's progress and its remove button). */
  children?: ReactNode;
  /** The "on the wish list" badge; the wish list itself leaves it out. */
  showWished?: boolean;
}

/** One award in a grid: picture, name, price and cue; the whole card is the link to the award page. */
export default function AwardCardView({ award, headingLevel: Heading = 'h3', children, showWished = true }: Props) {
  const cue = awardCue(award);
  const wished = showWished && award.wished;
  return (
    <article className={`award-card ui-card${award.canOrder ? '' : ' award-card--unavailable'}`}>
      <ApiImage kind="award" id={cardImageId(award)} alt="" aspectRatio="4 / 3" className="award-card__image" />
      {(award.isNew || wished) && (
        <p className="award-card__badges">
          {award.isNew && <span className="aw-badge aw-badge--new">Nowość</span>}
          {wished && <span className="aw-badge aw-badge--wish">Na liście życzeń</span>}
        </p>
      )}
      <div className="award-card__body">
        <Heading className="award-card__name">
          {/* data-prefetch: the award page is the catalogue's likely next step (src/lib/navigation/prefetch.ts). */}
          <a className="award-card__link" href={`/award/${award.awardId}`} data-prefetch="">
            {typeset(award.name)}
          </a>
        </Heading>
        <p className="award-card__price" data-currency={award.currency}>
          {formatPoints(award.price, award.currency)}
        </p>
        <p className={`award-card__cue award-card__cue--${cue.tone}`}>{typeset(cue.text)}</p>
        {children}
      </div>
    </article>
  );
}
