import { useId, useState } from 'react';
import type { TimelineStep } from '../../lib/api/orders-parse';
import { formatDateTime } from '../../lib/format/date';
import { typeset } from '../../lib/format/typography';

/**
 * An order's steps for its delivery method: the ones done with their time, the ones still
 * ahead. On a phone only the current step shows until the participant asks for all of
 * them (a disclosure button), so a list of orders stays short; wider screens lay the
 * steps side by side in one row and show them all.
 */
export default function OrderTimeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const current = steps.reduce((last, s, i) => (s.done ? i : last), -1);
  const shownAlone = Math.max(current, 0);
  return (
    <div className="aw-timeline-box">
      <ol
        id={id}
        className={`aw-timeline${expanded ? '' : ' aw-timeline--collapsed'}`}
        aria-label={label}
        data-testid="order-timeline"
      >
        {steps.map((step, i) => {
          const state =
            step.status === 'cancelled' ? 'cancelled' : step.done ? (i === current ? 'current' : 'done') : 'todo';
          return (
            <li
              key={`${step.status}-${i}`}
              className={`aw-timeline__step aw-timeline__step--${state}`}
              hidden={!expanded && i !== shownAlone}
            >
              <span className="aw-timeline__marker" aria-hidden="true">
                {state === 'cancelled' ? '×' : step.done ? '✓' : ''}
              </span>
              <span className="aw-timeline__text">
                <span className="aw-timeline__label">
                  {typeset(step.label)}
                  <span className="visually-hidden">
                    {state === 'todo' ? ' — jeszcze przed nami' : state === 'current' ? ' — obecny etap' : ''}
                  </span>
                </span>
                {step.at && (
                  <time className="aw-timeline__time" dateTime={step.at}>
                    {formatDateTime(step.at)}
                  </time>
                )}
                {step.note && <span className="aw-timeline__note">{typeset(step.note)}</span>}
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
      {steps.length > 1 && (
        <button
          type="button"
          className="ui-btn ui-btn--link aw-timeline__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Zwiń etapy' : `Pokaż wszystkie etapy (${steps.length})`}
        </button>
      )}
    </div>
  );
}
