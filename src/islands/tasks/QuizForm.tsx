import { useRef, useState, type SubmitEvent } from 'react';
import { bodyOf, codeOf, detailOf, handleError } from '../../lib/errors';
import { answerQuiz, parseQuizWrong } from '../../lib/tasks/complete';
import type { TaskCompletion, TaskDetail } from '../../lib/tasks/queries';
import { typeset } from '../../lib/format/typography';
import { attemptsLeftText } from '../../lib/tasks/text';

interface Props {
  task: TaskDetail;
  onCompleted(result: TaskCompletion): void;
}

/**
 * A short quiz. The server checks the answers: wrong ones come back as its Polish detail,
 * the questions that were wrong and the attempts left; the participant corrects and tries again.
 */
export default function QuizForm({ task, onCompleted }: Props) {
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [wrong, setWrong] = useState<number[]>([]);
  const [missing, setMissing] = useState<number[]>([]);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(task.attemptsLeft);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const noAttempts = attemptsLeft !== null && attemptsLeft <= 0;

  const choose = (questionId: number, answerId: number) => {
    setAnswers((a) => ({ ...a, [questionId]: answerId }));
    setWrong((w) => w.filter((id) => id !== questionId));
    setMissing((m) => m.filter((id) => id !== questionId));
  };

  const focusQuestion = (questionId: number) =>
    form.current?.querySelector<HTMLInputElement>(`input[name="q-${questionId}"]`)?.focus();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || noAttempts) return;
    const unanswered = task.questions.filter((q) => answers[q.questionId] === undefined).map((q) => q.questionId);
    if (unanswered.length) {
      setMissing(unanswered);
      setMessage(
        unanswered.length === 1
          ? 'Zaznacz odpowiedź na pytanie oznaczone poniżej.'
          : `Zaznacz odpowiedzi na wszystkie pytania (bez odpowiedzi: ${unanswered.length}).`,
      );
      focusQuestion(unanswered[0]!);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      onCompleted(
        await answerQuiz(
          task.taskId,
          task.questions.map((q) => ({ questionId: q.questionId, answerId: answers[q.questionId]! })),
        ),
      );
    } catch (failure) {
      const quizWrong = parseQuizWrong(bodyOf(failure));
      if (quizWrong) {
        setWrong(quizWrong.wrongQuestionIds);
        setAttemptsLeft(quizWrong.attemptsLeft);
        // Our own words: the server's detail counts the attempts too, and the line below does that.
        setMessage(
          quizWrong.attemptsLeft > 0
            ? 'Nie wszystkie odpowiedzi są poprawne. Popraw zaznaczone pytania.'
            : 'Nie wszystkie odpowiedzi są poprawne.',
        );
        const first = quizWrong.wrongQuestionIds[0];
        if (first !== undefined && quizWrong.attemptsLeft > 0) focusQuestion(first);
      } else {
        const text = handleError(failure);
        setMessage(detailOf(failure) ?? text);
        if (codeOf(failure) === 'NO_ATTEMPTS_LEFT') setAttemptsLeft(0);
      }
      setBusy(false);
    }
  };

  const messageId = `quiz-${task.taskId}-message`;
  return (
    <form
      ref={form}
      className="task-action quiz"
      onSubmit={submit}
      noValidate
      aria-describedby={message ? messageId : undefined}
    >
      {task.questions.map((q, index) => {
        const isWrong = wrong.includes(q.questionId);
        const isMissing = missing.includes(q.questionId);
        const noteId = `quiz-${q.questionId}-note`;
        return (
          <fieldset
            key={q.questionId}
            className={`quiz__question${isWrong ? ' quiz__question--wrong' : ''}${isMissing ? ' quiz__question--missing' : ''}`}
            aria-invalid={isWrong || isMissing || undefined}
            aria-describedby={isWrong || isMissing ? noteId : undefined}
            disabled={noAttempts}
            data-testid="quiz-question"
          >
            <legend>
              <span className="quiz__number">{index + 1}.</span> {typeset(q.text)}
            </legend>
            {q.answers.map((a) => (
              <label key={a.answerId} className="check quiz__answer">
                <input
                  type="radio"
                  name={`q-${q.questionId}`}
                  value={a.answerId}
                  checked={answers[q.questionId] === a.answerId}
                  onChange={() => choose(q.questionId, a.answerId)}
                />
                <span>{typeset(a.text)}</span>
              </label>
            ))}
            {isWrong ? (
              <p className="quiz__note" id={noteId}>
                ✗ Ta odpowiedź jest błędna — wybierz inną.
              </p>
            ) : isMissing ? (
              <p className="quiz__note" id={noteId}>
                Zaznacz odpowiedź.
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <div aria-live="polite" id={messageId}>
        {message ? (
          <p className="task-error" role="alert">
            {typeset(message)}
          </p>
        ) : null}
        {/* The one place that counts the attempts: it changes with every answer. */}
        {attemptsLeft !== null ? (
          <p className="quiz__attempts" data-testid="quiz-attempts">
            {typeset(`${attemptsLeftText(attemptsLeft)}.`)}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="ui-btn ui-btn--primary"
        disabled={busy || noAttempts}
        aria-busy={busy || undefined}
      >
        {busy ? 'Sprawdzanie…' : noAttempts ? 'Wykorzystano wszystkie próby' : 'Sprawdź odpowiedzi'}
      </button>
    </form>
  );
}
