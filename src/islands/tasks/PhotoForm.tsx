import { typeset } from '../../lib/format/typography';
import { useEffect, useId, useRef, useState } from 'react';
import { detailOf, handleError } from '../../lib/errors';
import { sendTaskPhoto } from '../../lib/tasks/complete';
import type { TaskCompletion, TaskDetail } from '../../lib/tasks/queries';
import { showError } from '../../lib/toast/toast';
import { PhotoError, formatBytes, preparePhoto, type PreparedPhoto } from '../../lib/tasks/photo-resize';
import { photoCheckText } from '../../lib/tasks/text';
import { isAbort } from '../ui/isAbort';

interface Props {
  task: TaskDetail;
  onCompleted(result: TaskCompletion): void;
}

type Phase =
  | { name: 'empty' }
  | { name: 'preparing' }
  | { name: 'ready' }
  | { name: 'uploading'; share: number }
  | { name: 'failed'; message: string };

/**
 * A photo task: choose a picture, see it, send it. The picture is resized and compressed
 * here first (src/lib/tasks/photo-resize.ts), the upload shows its progress, and a failed upload keeps
 * the picture so "Spróbuj ponownie" sends it again without choosing it anew.
 */
export default function PhotoForm({ task, onCompleted }: Props) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ name: 'empty' });
  const [photo, setPhoto] = useState<PreparedPhoto | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // The preview's object URL lives as long as the photo it shows.
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo.blob);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setChoiceError(null);
    setPhase({ name: 'preparing' });
    try {
      setPhoto(await preparePhoto(file));
      setPhase({ name: 'ready' });
    } catch (error) {
      const message = error instanceof PhotoError ? error.message : 'Nie udało się przygotować zdjęcia.';
      if (!(error instanceof PhotoError)) console.error(error);
      showError(message);
      setChoiceError(message);
      setPhase(photo ? { name: 'ready' } : { name: 'empty' });
    }
  };

  const send = async () => {
    if (!photo) return;
    controller.current = new AbortController();
    setPhase({ name: 'uploading', share: 0 });
    try {
      const result = await sendTaskPhoto(task.taskId, photo.blob, {
        signal: controller.current.signal,
        onProgress: (share) => setPhase({ name: 'uploading', share }),
      });
      onCompleted(result);
    } catch (error) {
      if (isAbort(error)) {
        setPhase({ name: 'failed', message: 'Wysyłanie przerwane.' });
        return;
      }
      const message = handleError(error);
      setPhase({ name: 'failed', message: detailOf(error) ?? message });
    }
  };

  const busy = phase.name === 'preparing' || phase.name === 'uploading';
  const percent = phase.name === 'uploading' ? Math.round(phase.share * 100) : 0;
  const errorId = `${id}-error`;
  return (
    <div className="task-action photo">
      <p>
        {typeset(
          'Zrób zdjęcie albo wybierz je z galerii. Zmniejszymy je przed wysłaniem, żeby poszło szybko nawet przez słaby internet.',
        )}
      </p>
      <p className="photo__check" data-testid="photo-check">
        {typeset(photoCheckText(task))}
      </p>

      <div
        className={`photo__preview${preview ? '' : ' photo__preview--empty'}`}
        aria-busy={phase.name === 'preparing' || undefined}
      >
        {preview ? (
          <img src={preview} alt="Podgląd wybranego zdjęcia" data-testid="photo-preview" />
        ) : (
          <span className="photo__placeholder">
            {phase.name === 'preparing' ? 'Przygotowywanie zdjęcia…' : 'Nie wybrano zdjęcia'}
          </span>
        )}
      </div>
      {photo ? (
        <p className="photo__info" data-testid="photo-info">
          {photo.resized
            ? `Zdjęcie zmniejszone z ${formatBytes(photo.originalBytes)} do ${formatBytes(photo.blob.size)} (${photo.width}\u00a0×\u00a0${photo.height}\u00a0px).`
            : `Zdjęcie ${formatBytes(photo.blob.size)} (${photo.width}\u00a0×\u00a0${photo.height}\u00a0px) — wyślemy je bez zmian.`}
        </p>
      ) : null}

      <div className="photo__choose">
        <input
          id={`${id}-file`}
          className="visually-hidden photo__input"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          disabled={busy}
          aria-describedby={choiceError ? errorId : undefined}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = ''; // the same file may be chosen again
          }}
        />
        <label htmlFor={`${id}-file`} className="ui-btn ui-btn--secondary" aria-disabled={busy || undefined}>
          {photo ? 'Zmień zdjęcie' : 'Wybierz zdjęcie'}
        </label>
        {photo && phase.name !== 'failed' ? (
          <button type="button" className="ui-btn ui-btn--primary" onClick={send} disabled={busy}>
            Wyślij zdjęcie
          </button>
        ) : null}
      </div>
      {choiceError ? (
        <p className="task-error" id={errorId} role="alert">
          {choiceError}
        </p>
      ) : null}

      {phase.name === 'uploading' ? (
        <div className="photo__upload" aria-live="polite">
          <div
            className="progress"
            role="progressbar"
            aria-label="Wysyłanie zdjęcia"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="progress__fill" style={{ inlineSize: `${percent}%` }} />
          </div>
          <p>
            {percent < 100 ? `Wysyłanie… ${percent}%` : 'Zdjęcie wysłane, zapisywanie…'}{' '}
            <button type="button" className="ui-btn ui-btn--link" onClick={() => controller.current?.abort()}>
              Przerwij
            </button>
          </p>
        </div>
      ) : null}

      {phase.name === 'failed' ? (
        <div className="photo__failed" role="alert">
          <p className="task-error">{phase.message} Zdjęcie jest zachowane — możesz wysłać je ponownie.</p>
          <button type="button" className="ui-btn ui-btn--primary" onClick={send}>
            Spróbuj ponownie
          </button>
        </div>
      ) : null}
    </div>
  );
}
