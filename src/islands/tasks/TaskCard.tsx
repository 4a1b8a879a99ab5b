import type { TaskSummary } from '../../lib/api/tasks';
import type { TaskTab } from '../../lib/tasks/filters';
import { KIND_LABELS, PHASE_LABELS, deadlineText, phaseOf, pointsText } from '../../lib/tasks/text';
import ApiImage from '../common/ApiImage';

export const taskButtonId = (taskId: number) => `task-open-${taskId}`;

const PHASE_BADGE = { open: 'open', notStarted: 'soon', done: 'done', expired: 'expired' } as const;

/** One task: picture, kind, state, title, deadline, the points it pays. */
interface Props {
  task: TaskSummary;
  /** The tab the list shows: its own state goes without saying, other states get a badge. */
  tab: TaskTab;
  onOpen(task: TaskSummary): void;
}

export default function TaskCard({ task, tab, onOpen }: Props) {
  const titleId = `task-title-${task.taskId}`;
  const phase = phaseOf(task);
  return (
    <li className={`task-card task-card--${phase}`}>
      <article className="task-card__inner" aria-labelledby={titleId}>
        <ApiImage kind="image" id={task.imageId} alt="" aspectRatio="4 / 3" className="task-card__image" />
        <div className="task-card__body">
          <p className="task-card__badges">
            {phase !== tab ? <span className={`badge badge--${PHASE_BADGE[phase]}`}>{PHASE_LABELS[phase]}</span> : null}
            <span className="badge">{KIND_LABELS[task.kind]}</span>
          </p>
          <h3 className="task-card__title" id={titleId}>
            {task.title}
          </h3>
          <p className="task-card__deadline">{deadlineText(task)}</p>
          <p className="task-card__footer">
            <span className="task-card__points">
              <span className="visually-hidden">Punkty za zadanie: </span>
              {pointsText(task)}
            </span>
            <button
              type="button"
              id={taskButtonId(task.taskId)}
              className={`ui-btn ${phase === 'open' ? 'ui-btn--primary' : 'ui-btn--secondary'} task-card__open`}
              aria-haspopup="dialog"
              aria-describedby={titleId}
              onClick={() => onOpen(task)}
            >
              {phase === 'open' ? 'Wykonaj' : 'Szczegóły'}
            </button>
          </p>
        </div>
      </article>
    </li>
  );
}

export function TaskCardSkeleton() {
  return (
    <li className="task-card task-card--skeleton" aria-hidden="true">
      <div className="task-card__inner">
        <div className="api-image task-card__image" style={{ aspectRatio: '4 / 3' }} />
        <div className="task-card__body">
          <p className="task-card__badges">
            <span className="skeleton skeleton--badge" />
          </p>
          <p className="task-card__title">
            <span className="skeleton skeleton--text" />
            <span className="skeleton skeleton--text skeleton--short" />
          </p>
          <p className="task-card__deadline">
            <span className="skeleton skeleton--text skeleton--short" />
          </p>
          <p className="task-card__footer">
            <span className="skeleton skeleton--badge" />
            <span className="ui-btn task-card__open skeleton" />
          </p>
        </div>
      </div>
    </li>
  );
}
