import type { PlanResult, PlanState, PlanStepResult, PlanTotalResult } from '../../lib/goals/queries';
import { planSteps, planTotal } from '../../lib/goals/plan-queries';
import { formatDate } from '../../lib/format/date';
import { formatPoints } from '../../lib/format/number';
import { STATE_LABELS, percentOf, withUnit } from '../../lib/goals/display';
import { describePace } from '../../lib/goals/pace';
import { ErrorState } from '../ui/ListStates';
import { MissingState } from '../ui/MissingState';
import Modal from '../ui/Modal';
import ProgressBar from '../ui/ProgressBar';
import { useQuery } from '../ui/useQuery';
import { isMissing } from '../../lib/query/query';
import { typeset } from '../../lib/format/typography';

interface Props {
  planId: number;
  /** The plan's row from the list, when the dialog was opened from it (a shared link may not have it). */
  plan: PlanResult | null;
  onClose(): void;
  returnFocus(): HTMLElement | null;
}

interface Detail {
  steps: PlanStepResult;
  total: PlanTotalResult;
}

const PLAN_MISSING = 'Nie znaleźliśmy tego celu. Mógł zostać usunięty albo nie bierzesz w nim udziału.';

/** The state from the numbers, for a plan opened by a link without its list row. */
function stateOf(total: PlanTotalResult, now = Date.now()): PlanState {
  if (now < new Date(total.pace.periodStart).getTime()) return 'upcoming';
  if (total.nextStep === null) return 'realised';
  if (now > new Date(total.pace.periodEnd).getTime()) return 'expired';
  return 'active';
}

/** A plan opened: its steps (thresholds and what each pays), the total result and the pace. */
export default function PlanDialog({ planId, plan, onClose, returnFocus }: Props) {
  const steps = useQuery(planSteps(planId));
  const total = useQuery(planTotal(planId));
  const detail = {
    data: steps.data && total.data ? { steps: steps.data, total: total.data } : null,
    status: steps.status === 'error' || total.status === 'error' ? 'error' : 'loading',
    error: steps.error ?? total.error,
    retry() {
      if (steps.status === 'error') steps.retry();
      if (total.status === 'error') total.retry();
    },
  };

  // A stale link (?cel= of a plan removed or not the participant's): no such plan, and no
  // retry, which cannot help (issue 28, N4); the award page says it the same way.
  const missing = !detail.data && (isMissing(steps.failure) || isMissing(total.failure));

  const title = typeset(missing ? 'Nie ma takiego celu' : (plan?.name ?? 'Szczegóły celu'));
  const subtitle = plan && !missing ? typeset(`${plan.groupName} · ${plan.periodName}`) : undefined;

  return (
    <Modal title={title} subtitle={subtitle} onClose={onClose} returnFocus={returnFocus}>
      {detail.data ? (
        <PlanDetail plan={plan} detail={detail.data} />
      ) : missing ? (
        <MissingState text={PLAN_MISSING} action="Zobacz moje cele" onAction={onClose} />
      ) : detail.status === 'error' ? (
        <ErrorState title="Nie udało się wczytać celu." onRetry={detail.retry} />
      ) : (
        <div className="plan-detail plan-detail--loading" role="status" aria-busy="true">
          <span className="visually-hidden">Wczytywanie progów i tempa celu</span>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <span key={i} className="skeleton skeleton--text" aria-hidden="true" />
          ))}
        </div>
      )}
    </Modal>
  );
}

function PlanDetail({ plan, detail }: { plan: PlanResult | null; detail: Detail }) {
  const { steps, total } = detail;
  const unit = steps.unit || plan?.unit || '';
  const state = plan?.state ?? stateOf(total);
  const pace = describePace({ state, unit, total, steps: steps.steps });
  const percent = percentOf(total.progress);
  const target = total.targetValue || 1;

  return (
    <div className="plan-detail">
      {plan?.description ? <p className="plan-detail__description">{typeset(plan.description)}</p> : null}

      <section className="plan-detail__total" aria-labelledby="plan-total-title">
        <h3 id="plan-total-title" className="plan-detail__heading">
          Wynik
        </h3>
        <p className="plan-detail__result">
          <strong data-testid="plan-current">{withUnit(total.currentValue, unit)}</strong> z{' '}
          <span data-testid="plan-target">{withUnit(total.targetValue, unit)}</span>{' '}
          <span className="plan-detail__percent">({percent}%)</span>
          <span className={`badge badge--${state}`}>{STATE_LABELS[state]}</span>
        </p>
        <ProgressBar
          share={total.progress}
          label="Postęp celu"
          valueText={`${withUnit(total.currentValue, unit)} z ${withUnit(total.targetValue, unit)} (${percent}%)`}
          tone={state === 'realised' ? 'done' : state === 'active' ? 'active' : 'muted'}
          marks={steps.steps.map((s) => ({
            share: s.threshold / target,
            reached: s.reached,
            label: `Próg ${s.position}: ${withUnit(s.threshold, unit)}`,
          }))}
        />
        <p className="plan-detail__points">
          {total.earnedPoints > 0 ? (
            <>
              Osiągnięte progi dają{' '}
              <strong data-testid="plan-earned">{formatPoints(total.earnedPoints, total.currency)}</strong> z{' '}
              {formatPoints(total.possiblePoints, total.currency)}
            </>
          ) : (
            <>
              Do zdobycia:{' '}
              <strong data-testid="plan-possible">{formatPoints(total.possiblePoints, total.currency)}</strong>
            </>
          )}
          <span className="plan-detail__period">
            {' '}
            · okres {formatDate(total.pace.periodStart)} – {formatDate(total.pace.periodEnd)}
          </span>
        </p>
      </section>

      <section className={`pace pace--${pace.tone}`} aria-labelledby="plan-pace-title" data-testid="plan-pace">
        <h3 id="plan-pace-title" className="pace__title">
          Tempo <span className="pace__verdict">{pace.title}</span>
        </h3>
        {pace.sentences.map((sentence) => (
          <p key={sentence}>{typeset(sentence)}</p>
        ))}
      </section>

      <section aria-labelledby="plan-steps-title">
        <h3 id="plan-steps-title" className="plan-detail__heading">
          Progi
        </h3>
        <table className="steps">
          <thead>
            <tr>
              <th scope="col">Próg</th>
              <th scope="col">Wartość</th>
              <th scope="col">Punkty</th>
              <th scope="col">Stan</th>
            </tr>
          </thead>
          <tbody>
            {steps.steps.map((s) => (
              <tr key={s.stepId} className={s.reached ? 'steps__row--reached' : undefined} data-testid="plan-step">
                <th scope="row">{s.position}</th>
                <td>{withUnit(s.threshold, unit)}</td>
                <td>{formatPoints(s.points, steps.currency)}</td>
                <td>
                  {s.reached ? (
                    <span className="steps__reached">✓ Osiągnięty</span>
                  ) : (
                    <span>Brakuje {withUnit(s.missing, unit)}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
