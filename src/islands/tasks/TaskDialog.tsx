import { useState } from 'react';
import { formatDateTime } from '../../lib/format/date';
import { formatPoints } from '../../lib/format/number';
import { typeset } from '../../lib/format/typography';
import { taskDetail, type TaskCompletion, type TaskDetail, type TaskSummary } from '../../lib/tasks/queries';
import { KIND_LABELS, PHASE_LABELS, deadlineText, phaseOf, pointsText } from '../../lib/tasks/text';
import { ErrorState } from '../ui/ListStates';
import { MissingState } from '../ui/MissingState';
import Modal from '../ui/Modal';
import { useQuery } from '../ui/useQuery';
import { isMissing } from '../../lib/query/query';
import ConfirmForm from './ConfirmForm';
import PhotoForm from './PhotoForm';
import QuizForm from './QuizForm';
import { TaskPicture } from './TaskCard';

const TASK_MISSING = 'Nie znaleźliśmy tego zadania. Mogło zostać usunięte albo nie jest przypisane do Ciebie.';

interface Props {
  taskId: number;
  task: TaskSummary | null;
  onClose(): void;
  returnFocus(): HTMLElement | null;
}

/**
 * A task's detail, and completing it the way its kind asks (the completion's action has
 * already updated the task, the lists and the wallet: src/lib/tasks/complete.ts).
 */
export default function TaskDialog({ taskId, task, onClose, returnFocus }: Props) {
  const detail = useQuery(taskDetail(taskId));
  const [completion, setCompletion] = useState<TaskCompletion | null>(null);

  const shown = completion?.task ?? detail.data;
  // A stale link (?zadanie= of a task removed or not the participant's): no such task, and
  // no retry, which cannot help (issue 28, N4); the award page says it the same way.
  const missing = !shown && isMissing(detail.failure);
  const title = missing ? 'Nie ma takiego zadania' : (shown?.title ?? task?.title ?? 'Zadanie');
  const known = missing ? null : (shown ?? task);
  return (
    <Modal
      title={typeset(title)}
      subtitle={known ? `${KIND_LABELS[known.kind]} · ${pointsText(known)}` : undefined}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      {shown ? (
        <div className="task-detail">
          <div className="task-detail__intro">
            <TaskPicture task={shown} className="task-detail__image" />
            <div className="task-detail__facts">
              <p>
                <span className={`badge badge--${phaseOf(shown) === 'notStarted' ? 'soon' : shown.state}`}>
                  {PHASE_LABELS[phaseOf(shown)]}
                </span>
              </p>
              <p className="task-detail__points">
                Za wykonanie: <strong>{formatPoints(shown.points, shown.currency)}</strong>
              </p>
              <p>{typeset(deadlineText(shown))}</p>
            </div>
          </div>
          {shown.description ? <p className="task-detail__description">{typeset(shown.description)}</p> : null}
          {completion ? (
            <Success completion={completion} onClose={onClose} />
          ) : (
            <Completion task={shown} onCompleted={setCompletion} />
          )}
        </div>
      ) : missing ? (
        <MissingState text={TASK_MISSING} action="Zobacz moje zadania" onAction={onClose} />
      ) : detail.status === 'error' ? (
        <ErrorState title="Nie udało się wczytać zadania." onRetry={detail.retry} />
      ) : (
        <div className="task-detail task-detail--loading" role="status" aria-busy="true">
          <span className="visually-hidden">Wczytywanie zadania</span>
          {[0, 1, 2, 3, 4].map((i) => (
            <span key={i} className="skeleton skeleton--text" aria-hidden="true" />
          ))}
        </div>
      )}
    </Modal>
  );
}

function Completion({ task, onCompleted }: { task: TaskDetail; onCompleted(result: TaskCompletion): void }) {
  const phase = phaseOf(task);
  if (phase === 'done')
    return (
      <p className="task-outcome task-outcome--done" role="status">
        ✓ Zadanie wykonane{task.completedAt ? ` ${formatDateTime(task.completedAt)}` : ''}. Punkty (
        {formatPoints(task.points, task.currency)}) są w Twoim portfelu.
      </p>
    );
  if (phase === 'expired')
    return <p className="task-outcome">{typeset('Termin tego zadania minął — nie można go już wykonać.')}</p>;
  if (phase === 'notStarted')
    return (
      <p className="task-outcome">
        {typeset(`Zadanie będzie można wykonać od ${formatDateTime(task.startDate)}. Zajrzyj tu wtedy.`)}
      </p>
    );
  if (task.kind === 'quiz') return <QuizForm task={task} onCompleted={onCompleted} />;
  if (task.kind === 'photo') return <PhotoForm task={task} onCompleted={onCompleted} />;
  return <ConfirmForm task={task} onCompleted={onCompleted} />;
}

function Success({ completion, onClose }: { completion: TaskCompletion; onClose(): void }) {
  return (
    <div className="task-outcome task-outcome--success" role="status" data-testid="task-success">
      <p className="task-outcome__title">Zadanie wykonane!</p>
      <p>
        {/* The wallet's words (saldo, do wydania): earned points raise both at once. */}
        Saldo wzrosło o <strong>{formatPoints(completion.pointsAwarded, completion.currency)}</strong>, tyle więcej masz
        do wydania.
      </p>
      <button type="button" className="ui-btn ui-btn--primary" onClick={onClose}>
        Zamknij
      </button>
    </div>
  );
}
