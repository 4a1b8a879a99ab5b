import type { PlanResult } from '../../lib/goals/queries';
import { formatDate } from '../../lib/format/date';
import { formatPoints } from '../../lib/format/number';
import { STATE_LABELS, percentOf, withUnit } from '../../lib/goals/display';
import ApiImage from '../ui/ApiImage';
import ProgressBar from '../ui/ProgressBar';
import SkeletonText from '../ui/SkeletonText';
import { typeset } from '../../lib/format/typography';

interface Props {
  plan: PlanResult;
  onOpen(plan: PlanResult): void;
}

export const planButtonId = (planId: number) => `goal-open-${planId}`;

/** One plan: picture, name, period, current against target, progress, points, state. */
export default function PlanCard({ plan, onOpen }: Props) {
  const nameId = `goal-name-${plan.planId}`;
  const percent = percentOf(plan.progress);
  const done = plan.state === 'realised';
  const settled = done || plan.state === 'expired';
  return (
    <li className={`goal-card ui-card ui-card--action goal-card--${plan.state}`}>
      <article className="goal-card__inner" aria-labelledby={nameId}>
        <ApiImage
          kind="plan"
          id={plan.imageId ?? plan.groupActiveImageId}
          alt=""
          aspectRatio="3 / 2"
          className="goal-card__image"
        />
        <div className="goal-card__body">
          <p className="goal-card__badges">
            <span className={`badge badge--${plan.state}`}>{STATE_LABELS[plan.state]}</span>
            {plan.featured ? (
              <span className="badge badge--featured">
                <span aria-hidden="true">★&nbsp;</span>Wyróżniony
              </span>
            ) : null}
          </p>
          <h3 className="goal-card__name" id={nameId}>
            {typeset(plan.name)}
          </h3>
          <p className="goal-card__meta">{typeset(`${plan.groupName} · ${plan.periodName}`)}</p>
          <p className="goal-card__dates">
            <span className="visually-hidden">Okres: </span>
            {formatDate(plan.startDate)} – {formatDate(plan.endDate)}
          </p>
          <p className="goal-card__values">
            <strong>{withUnit(plan.currentValue, plan.unit)}</strong> z {withUnit(plan.targetValue, plan.unit)}
          </p>
          <div className="goal-card__progress">
            <ProgressBar
              share={plan.progress}
              label={`Postęp celu ${plan.name}`}
              valueText={`${withUnit(plan.currentValue, plan.unit)} z ${withUnit(plan.targetValue, plan.unit)} (${percent}%)`}
              tone={done ? 'done' : plan.state === 'active' ? 'active' : 'muted'}
            />
            <span className="goal-card__percent" aria-hidden="true">
              {percent}%
            </span>
          </div>
          <p className="goal-card__points">
            {settled ? (
              <span>
                Zdobyte: <strong>{formatPoints(plan.earnedPoints, plan.currency)}</strong>
                {plan.earnedPoints < plan.points ? ` z ${formatPoints(plan.points, plan.currency)}` : ''}
              </span>
            ) : (
              <span>
                Do zdobycia: <strong>{formatPoints(plan.points, plan.currency)}</strong>
              </span>
            )}
            {!settled && plan.earnedPoints > 0 ? (
              <span className="goal-card__earned">
                {' '}
                · progi dają już {formatPoints(plan.earnedPoints, plan.currency)}
              </span>
            ) : null}
          </p>
          <button
            type="button"
            id={planButtonId(plan.planId)}
            className="ui-btn ui-btn--secondary goal-card__open ui-card__action"
            aria-haspopup="dialog"
            aria-describedby={nameId}
            onClick={() => onOpen(plan)}
          >
            {plan.state === 'active' ? 'Progi i tempo' : 'Szczegóły'}
          </button>
        </div>
      </article>
    </li>
  );
}

/** The card's skeleton: the same boxes, so nothing moves when the data comes. */
export function PlanCardSkeleton() {
  return (
    <li className="goal-card ui-card goal-card--skeleton" aria-hidden="true">
      <div className="goal-card__inner">
        <div className="api-image goal-card__image" style={{ aspectRatio: '3 / 2' }} />
        <div className="goal-card__body">
          <SkeletonText className="goal-card__badges" bones={['badge']} />
          <SkeletonText className="goal-card__name" bones={['line', 'short']} />
          <SkeletonText className="goal-card__meta" bones={['short']} />
          <SkeletonText className="goal-card__dates" bones={['short']} />
          <SkeletonText className="goal-card__values" bones={['line']} />
          <div className="goal-card__progress">
            <div className="progress" />
            <span className="goal-card__percent" />
          </div>
          <SkeletonText className="goal-card__points" bones={['short']} />
          <span className="skeleton skeleton--button goal-card__open" />
        </div>
      </div>
    </li>
  );
}
