import type { TaskKind, TaskSummary } from '../api/tasks';
import { formatDateTime } from '../format/date';
import { formatPoints } from '../format/number';
import { NOUNS, daysLeftPhrase, formatCount, isFew } from '../format/plural';

/** How tasks read on screen, in Polish, with the verbs agreeing with the numbers. */

export const KIND_LABELS: Record<TaskKind, string> = {
  confirm: 'Potwierdzenie',
  quiz: 'Quiz',
  photo: 'Zdjęcie',
};

/** "Została 1 próba", "Zostały 2 próby", "Zostało 5 prób", "Nie zostały żadne próby". */
export function attemptsLeftText(n: number): string {
  if (n <= 0) return 'Nie zostały żadne próby';
  const verb = n === 1 ? 'Została' : isFew(n) ? 'Zostały' : 'Zostało';
  return `${verb} ${formatCount(n, NOUNS.attempt)}`;
}

/**
 * The quiz's rule, on its screen before the first answer: how many attempts, and what a
 * wrong one tells (how many answers were right, not which).
 */
export function quizRulesText(attemptsAllowed: number | null): string {
  const reveal = 'Po błędnej próbie zobaczysz, ile odpowiedzi było poprawnych — ale nie które.';
  if (!attemptsAllowed) return reveal;
  // "Masz" takes the accusative: 1 próbę (the other forms read as in the nominative).
  const attempts = formatCount(attemptsAllowed, { ...NOUNS.attempt, one: 'próbę' });
  return `Masz ${attempts}. ${reveal}`;
}

/** After a wrong attempt: "Poprawne odpowiedzi: 2 z 3." */
export const quizScoreText = (correct: number, questions: number) => `Poprawne odpowiedzi: ${correct} z ${questions}.`;

const DAY_MS = 86_400_000;

export type TaskPhase = 'open' | 'notStarted' | 'done' | 'expired';

/** Where a task stands now: the API's state, with "not started yet" told apart from open. */
export function phaseOf(task: Pick<TaskSummary, 'state' | 'startDate'>, now = Date.now()): TaskPhase {
  if (task.state === 'done') return 'done';
  if (task.state === 'expired') return 'expired';
  return new Date(task.startDate).getTime() > now ? 'notStarted' : 'open';
}

export const PHASE_LABELS: Record<TaskPhase, string> = {
  open: 'Do wykonania',
  notStarted: 'Wkrótce',
  done: 'Wykonane',
  expired: 'Po terminie',
};

/** The deadline line of a task card. */
export function deadlineText(task: Pick<TaskSummary, 'state' | 'startDate' | 'deadline'>, now = Date.now()): string {
  const phase = phaseOf(task, now);
  if (phase === 'notStarted') return `Dostępne od ${formatDateTime(task.startDate)}`;
  if (phase === 'expired') return `Termin minął ${formatDateTime(task.deadline)}`;
  if (phase === 'done') return `Termin: ${formatDateTime(task.deadline)}`;
  const ms = new Date(task.deadline).getTime() - now;
  const left = ms < DAY_MS ? 'ostatni dzień' : daysLeftPhrase(Math.floor(ms / DAY_MS));
  return `Termin: ${formatDateTime(task.deadline)} · ${left}`;
}

/** "+120 vp" */
export const pointsText = (task: Pick<TaskSummary, 'points' | 'currency'>) =>
  `+${formatPoints(task.points, task.currency)}`;

/**
 * What a photo task checks, and when its points come: the server takes any JPEG, PNG or
 * WebP picture up to 5 MB and pays at once; what it shows is the organiser's to judge
 * later (the rules: a correction may take the points back).
 */
export const photoCheckText = (task: Pick<TaskSummary, 'points' | 'currency'>) =>
  `Portal sprawdza tylko, czy wysyłasz zdjęcie (JPEG, PNG lub WebP, do 5 MB), a nie co na nim jest: ${pointsText(task)} dopiszemy od razu po wysłaniu. Wyślij zdjęcie tego, o co prosi zadanie — organizator może je obejrzeć i za niezgodne zdjęcie odjąć punkty korektą.`;
