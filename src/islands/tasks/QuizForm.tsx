import { useRef, useState, type SubmitEvent } from 'react';
import { bodyOf, codeOf, detailOf, handleError } from '../../lib/errors';
import { answerQuiz, parseQuizWrong } from '../../lib/tasks/complete';
import type { TaskCompletion, TaskDetail } from '../../lib/tasks/queries';
import { typeset } from '../../lib/format/typography';
import { attemptsLeftText, quizRulesText, quizScoreText } from '../../lib/tasks/text';

interface Props {
  task: TaskDetail;
  onCompleted(result: TaskCompletion): void;
}

/**
 * A short quiz, its rule stated first (the attempts, and that a wrong attempt tells how
 * many answers were right, not which). The server checks the answers; a wrong attempt
 * comes back with that count and the attempts left, and the participant tries again.
 */
export default function QuizForm({ task, onCompleted }: Props) {
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(task.attemptsLeft);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const noAttempts = attemptsLeft !== null && attemptsLeft <= 0;

  const choose = (questionId: number, answerId: number) => {
    setAnswers((a) => ({ ...a, [questionId]: answerId }));
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
        setAttemptsLeft(quizWrong.attemptsLeft);
        // Our own words: the server's detail counts the attempts too, and the line below does that.
        const score = quizScoreText(quizWrong.correctCount, quizWrong.questionCount);
        setMessage(quizWrong.attemptsLeft > 0 ? `${score} Zmień odpowiedzi i spróbuj jeszcze raz.` : score);
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
      <p className="quiz__rules" data-testid="quiz-rules">
        {typeset(quizRulesText(task.attemptsAllowed))}
      </p>
      {task.questions.map((q, index) => {
        const isMissing = missing.includes(q.questionId);
        const noteId = `quiz-${q.questionId}-note`;
        return (
          <fieldset
            key={q.questionId}
            className={`quiz__question${isMissing ? ' quiz__question--missing' : ''}`}
            aria-invalid={isMissing || undefined}
            aria-describedby={isMissing ? noteId : undefined}
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
            {isMissing ? (
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
