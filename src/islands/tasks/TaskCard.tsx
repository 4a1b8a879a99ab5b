import type { TaskTab } from '../../lib/tasks/filters';
import type { TaskKind, TaskSummary } from '../../lib/tasks/queries';
import { KIND_LABELS, PHASE_LABELS, deadlineText, phaseOf, pointsText } from '../../lib/tasks/text';
import { typeset } from '../../lib/format/typography';
import ApiImage from '../ui/ApiImage';
import SkeletonText from '../ui/SkeletonText';

export const taskButtonId = (taskId: number) => `task-open-${taskId}`;

const PHASE_BADGE = { open: 'open', notStarted: 'soon', done: 'done', expired: 'expired' } as const;

/** Drawn for a task without a picture of its own: what kind of task it is. */
const KIND_ICONS: Record<TaskKind, string> = {
  // A clipboard, not a tick: a tick would read as "done" on a task not done yet.
  confirm: 'M9 3h6v3H9zM7 4.5H5V21h14V4.5h-2M8.5 11h7M8.5 15h5',
  quiz: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
  photo: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
};

/** A task that has not started yet: a clock, in the colours of the "Wkrótce" badge. */
const SOON_ICON = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2';

export function TaskPicture({ task, className }: { task: TaskSummary; className: string }) {
  if (task.imageId) return <ApiImage kind="image" id={task.imageId} alt="" aspectRatio="4 / 3" className={className} />;
  const soon = phaseOf(task) === 'notStarted';
  return (
    <div
      className={`api-image task-picture task-picture--${soon ? 'soon' : task.kind} ${className}`}
      style={{ aspectRatio: '4 / 3' }}
    >
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <path
          d={soon ? SOON_ICON : KIND_ICONS[task.kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}

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
    <li className={`task-card ui-card ui-card--action task-card--${phase}`}>
      <article className="task-card__inner" aria-labelledby={titleId}>
        <TaskPicture task={task} className="task-card__image" />
        <div className="task-card__body">
          <p className="task-card__badges">
            {phase !== tab ? <span className={`badge badge--${PHASE_BADGE[phase]}`}>{PHASE_LABELS[phase]}</span> : null}
            <span className="badge">{KIND_LABELS[task.kind]}</span>
          </p>
          <h3 className="task-card__title" id={titleId}>
            {typeset(task.title)}
          </h3>
          <p className="task-card__deadline">{typeset(deadlineText(task))}</p>
          <p className="task-card__footer">
            <span className="task-card__points">
              <span className="visually-hidden">Punkty za zadanie: </span>
              {pointsText(task)}
            </span>
            <button
              type="button"
              id={taskButtonId(task.taskId)}
              className={`ui-btn ${phase === 'open' ? 'ui-btn--primary' : 'ui-btn--secondary'} task-card__open ui-card__action`}
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
    <li className="task-card ui-card task-card--skeleton" aria-hidden="true">
      <div className="task-card__inner">
        <div className="api-image task-card__image" style={{ aspectRatio: '4 / 3' }} />
        <div className="task-card__body">
          <SkeletonText className="task-card__badges" bones={['badge']} />
          <SkeletonText className="task-card__title" bones={['line', 'short']} />
          <SkeletonText className="task-card__deadline" bones={['short']} />
          <p className="task-card__footer">
            <span className="skeleton skeleton--badge" />
            <span className="skeleton skeleton--button task-card__open" />
          </p>
        </div>
      </div>
    </li>
  );
}
