import { useState } from 'react';
import { detailOf, handleError } from '../../lib/errors';
import { confirmTask } from '../../lib/tasks/complete';
import type { TaskCompletion, TaskDetail } from '../../lib/tasks/queries';

/** A confirmation task: one button, the server records it and pays the points. */
export default function ConfirmForm({
  task,
  onCompleted,
}: {
  task: TaskDetail;
  onCompleted(result: TaskCompletion): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      onCompleted(await confirmTask(task.taskId));
    } catch (failure) {
      const message = handleError(failure);
      setError(detailOf(failure) ?? message);
      setBusy(false);
    }
  };

  return (
    <div className="task-action">
      <p>Gdy zadanie jest zrobione, potwierdź to jednym kliknięciem — punkty trafią od razu do portfela.</p>
      {error ? (
        <p className="task-error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="ui-btn ui-btn--primary"
        onClick={confirm}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? 'Zapisywanie…' : 'Potwierdzam wykonanie'}
      </button>
    </div>
  );
}
