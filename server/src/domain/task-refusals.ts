import { conflict, notFound, unprocessable } from '../lib/errors.ts';
import { warsawDateTime } from './accounts.ts';
import type { Submission, TaskKind } from './tasks.ts';

/**
 * Every way completing a task can be refused, with its code and Polish sentence: thrown
 * as the server's one kind of refusal (lib/errors.ts, docs/decisions/016).
 */

const attemptsWord = (n: number) => (n === 1 ? 'próba' : n >= 2 && n <= 4 ? 'próby' : 'prób');

export const taskNotFound = () =>
  notFound('Nie znaleziono zadania. Mogło zostać usunięte albo nie jest przypisane do Ciebie.', 'TASK_NOT_FOUND');

export const alreadyDone = () => conflict('To zadanie jest już wykonane.', 'ALREADY_DONE');

export const notStarted = (startsAt: Date) =>
  conflict(`To zadanie można wykonać od ${warsawDateTime(startsAt)}.`, 'TASK_NOT_STARTED');

export const taskExpired = (deadline: Date) =>
  conflict(`Termin wykonania zadania minął ${warsawDateTime(deadline)}.`, 'TASK_EXPIRED');

export const noAttemptsLeft = (max: number) =>
  conflict(`Wykorzystano wszystkie ${max} ${attemptsWord(max)} rozwiązania tego quizu.`, 'NO_ATTEMPTS_LEFT');

/** The body does not fit the task's kind: said from what the participant should do instead. */
export function wrongKind(submitted: Submission['kind'], taskKind: TaskKind) {
  if (submitted === 'photo') return unprocessable('To zadanie nie wymaga zdjęcia.', 'WRONG_KIND');
  if (taskKind === 'photo') return unprocessable('To zadanie wykonuje się, wysyłając zdjęcie.', 'PHOTO_REQUIRED');
  if (taskKind === 'quiz') return unprocessable('Zaznacz odpowiedzi na wszystkie pytania quizu.', 'ANSWERS_REQUIRED');
  return unprocessable('To zadanie wystarczy potwierdzić — bez odpowiedzi i bez zdjęcia.', 'WRONG_BODY');
}

export const invalidAnswers = (problems: { index: number | null; message: string }[]) =>
  unprocessable(
    problems[0]!.message,
    'INVALID_ANSWERS',
    problems.map((p) => ({ path: p.index === null ? 'answers' : `answers.${p.index}`, message: p.message })),
  );

/** A wrong quiz attempt (already counted): how many answers were right (never which), and the attempts left. */
export const quizWrong = (correctCount: number, questionCount: number, attemptsLeft: number) =>
  unprocessable(
    `Poprawne odpowiedzi: ${correctCount} z ${questionCount}. Pozostałe próby: ${attemptsLeft}.`,
    'QUIZ_WRONG',
    undefined,
    { body: { correctCount, questionCount, attemptsLeft } },
  );
