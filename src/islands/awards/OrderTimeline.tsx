import type { TimelineStep } from '../../lib/awards/parse-orders';
import { formatDateTime } from '../../lib/format/date';

/** An order's steps for its delivery method: the ones done with their time, the ones still ahead. */
export default function OrderTimeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  const current = steps.reduce((last, s, i) => (s.done ? i : last), -1);
  return (
    <ol className="aw-timeline" aria-label={label}>
      {steps.map((step, i) => {
        const state =
          step.status === 'cancelled' ? 'cancelled' : step.done ? (i === current ? 'current' : 'done') : 'todo';
        return (
          <li key={`${step.status}-${i}`} className={`aw-timeline__step aw-timeline__step--${state}`}>
            <span className="aw-timeline__marker" aria-hidden="true">
              {state === 'cancelled' ? '×' : step.done ? '✓' : ''}
            </span>
            <span className="aw-timeline__text">
              <span className="aw-timeline__label">
                {step.label}
                <span className="visually-hidden">
                  {state === 'todo' ? ' — jeszcze przed nami' : state === 'current' ? ' — obecny etap' : ''}
                </span>
              </span>
              {step.at && (
                <time className="aw-timeline__time" dateTime={step.at}>
                  {formatDateTime(step.at)}
                </time>
              )}
              {step.note && <span className="aw-timeline__note">{step.note}</span>}
              {step.trackingUrl && (
                <a className="aw-timeline__link" href={step.trackingUrl} target="_blank" rel="noopener noreferrer">
                  Śledź przesyłkę<span className="visually-hidden"> (otwiera się w nowej karcie)</span>
                </a>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
