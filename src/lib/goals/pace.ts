import type { PlanState, PlanStep, PlanTotalResult } from '../api/plans';
import { formatDate } from '../format/date';
import { formatPoints } from '../format/number';
import { NOUNS, formatCount } from '../format/plural';
import { daysLeftPhrase } from '../format/plural';
import { approxAmount, percentOf, withUnit } from './display';

/**
 * The pace of a plan in plain Polish: how far along it is against how much of its
 * period has passed, and what is still needed per day and week for the next step.
 * A pure function of the API's numbers (plan/total/result and plan/step/result).
 */

export type PaceTone = 'ahead' | 'behind' | 'done' | 'upcoming' | 'ended';

export interface PaceText {
  tone: PaceTone;
  /** A short verdict for the badge of the pace box. */
  title: string;
  sentences: string[];
}

export interface PaceInput {
  state: PlanState;
  unit: string;
  total: PlanTotalResult;
  steps: PlanStep[];
}

/** Ends a sentence with one full stop, also after an abbreviation ("… 10 szt."). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

function stepNumber(steps: PlanStep[], threshold: number): number | null {
  const sorted = [...steps].sort((a, b) => a.threshold - b.threshold);
  const index = sorted.findIndex((s) => Math.abs(s.threshold - threshold) < 1e-9);
  return index >= 0 ? index + 1 : null;
}

export function describePace({ state, unit, total, steps }: PaceInput): PaceText {
  const { pace } = total;
  const points = (value: number) => formatPoints(value, total.currency);
  const stepsCount = steps.length;
  const reached = steps.filter((s) => s.reached).length;

  if (state === 'upcoming') {
    return {
      tone: 'upcoming',
      title: 'Jeszcze się nie zaczął',
      sentences: [
        `Okres tego celu zaczyna się ${formatDate(pace.periodStart)}.`,
        `Cel ma ${formatCount(stepsCount, NOUNS.step)}; razem można zdobyć ${points(total.possiblePoints)}.`,
      ],
    };
  }

  if (state === 'realised' || (state === 'active' && total.nextStep === null)) {
    return {
      tone: 'done',
      title: 'Cel osiągnięty',
      sentences: [
        sentence(
          `Cel osiągnięty: ${withUnit(total.currentValue, unit)} przy progu ${withUnit(total.targetValue, unit)}`,
        ),
        `Wszystkie progi zaliczone — ${points(total.earnedPoints)}.`,
      ],
    };
  }

  if (state === 'expired') {
    return {
      tone: 'ended',
      title: 'Okres się zakończył',
      sentences: [
        sentence(`Okres zakończył się ${formatDate(pace.periodEnd)} z wynikiem ${withUnit(total.currentValue, unit)}`),
        reached > 0
          ? `Osiągnięte progi: ${reached} z ${stepsCount} — ${points(total.earnedPoints)}.`
          : 'Nie udało się osiągnąć żadnego progu.',
      ],
    };
  }

  // Active, with a step still ahead.
  const sentences = [
    `Jesteś na ${percentOf(pace.progressShare)}% celu, a minęło ${percentOf(pace.elapsedShare)}% okresu.`,
  ];
  const next = total.nextStep;
  const number = next ? stepNumber(steps, next.threshold) : null;
  const stepName = number !== null ? `próg ${number}` : 'następny próg';
  if (next && pace.daysLeft === 1) {
    sentences.push(
      `Aby osiągnąć ${stepName}, brakuje jeszcze ${withUnit(next.missing, unit)} — to ostatni dzień okresu.`,
    );
  } else if (next && pace.neededPerDay !== null && pace.daysLeft > 0) {
    const perDay = withUnit(approxAmount(pace.neededPerDay, unit), unit);
    const weekly =
      pace.daysLeft > 7 && pace.neededPerWeek !== null
        ? ` (${withUnit(approxAmount(pace.neededPerWeek, unit), unit)} tygodniowo)`
        : '';
    sentences.push(`Aby osiągnąć ${stepName}, potrzebujesz ok. ${perDay} dziennie${weekly}.`);
  }
  if (next) sentences.push(`Za ten próg dostaniesz ${points(next.points)}.`);
  if (pace.daysLeft > 0) sentences.push(`Do końca okresu ${daysLeftPhrase(pace.daysLeft)}.`);

  return pace.onTrack
    ? { tone: 'ahead', title: 'Dobre tempo', sentences }
    : { tone: 'behind', title: 'Potrzebne przyspieszenie', sentences };
}
