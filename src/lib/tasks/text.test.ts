import { describe, expect, it } from 'vitest';
import {
  attemptsLeftText,
  deadlineText,
  phaseOf,
  photoCheckText,
  pointsText,
  quizRulesText,
  quizScoreText,
} from './text';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const NOW = Date.parse('2026-11-21T11:00:00Z');

describe('task texts', () => {
  it.each([
    [0, 'Nie zostały żadne próby'],
    [1, 'Została 1 próba'],
    [2, 'Zostały 2 próby'],
    [3, 'Zostały 3 próby'],
    [5, 'Zostało 5 prób'],
    [12, 'Zostało 12 prób'],
    [22, 'Zostały 22 próby'],
  ])('%s attempts: %s', (n, text) => {
    expect(plain(attemptsLeftText(n))).toBe(text);
  });

  const reveal = 'Po błędnej próbie zobaczysz, ile odpowiedzi było poprawnych — ale nie które.';
  it.each([
    [1, `Masz 1 próbę. ${reveal}`],
    [3, `Masz 3 próby. ${reveal}`],
    [5, `Masz 5 prób. ${reveal}`],
    [null, reveal],
  ])('the quiz rule with %s attempts', (n, text) => {
    expect(plain(quizRulesText(n))).toBe(text);
  });

  it('a wrong attempt counts the right answers, names none', () => {
    expect(quizScoreText(2, 3)).toBe('Poprawne odpowiedzi: 2 z 3.');
  });

  const task = (state: 'open' | 'done' | 'expired', start: string, deadline: string) => ({
    state,
    startDate: start,
    deadline,
  });

  it.each([
    [task('open', '2026-11-19T10:00:00Z', '2026-12-01T11:07:00Z'), 'open', 'Termin: 01.12.2026 12:07 · zostało 10 dni'],
    [task('open', '2026-11-19T10:00:00Z', '2026-11-23T12:00:00Z'), 'open', 'Termin: 23.11.2026 13:00 · zostały 2 dni'],
    [task('open', '2026-11-19T10:00:00Z', '2026-11-22T12:00:00Z'), 'open', 'Termin: 22.11.2026 13:00 · został 1 dzień'],
    [task('open', '2026-11-19T10:00:00Z', '2026-11-21T20:00:00Z'), 'open', 'Termin: 21.11.2026 21:00 · ostatni dzień'],
    [task('open', '2026-11-24T10:00:00Z', '2026-12-16T10:00:00Z'), 'notStarted', 'Dostępne od 24.11.2026 11:00'],
    [task('expired', '2026-10-01T10:00:00Z', '2026-11-16T10:00:00Z'), 'expired', 'Termin minął 16.11.2026 11:00'],
    [task('done', '2026-10-01T10:00:00Z', '2026-11-16T10:00:00Z'), 'done', 'Termin: 16.11.2026 11:00'],
  ] as const)('%j is %s: %s', (t, phase, text) => {
    expect(phaseOf(t, NOW)).toBe(phase);
    expect(plain(deadlineText(t, NOW))).toBe(text);
  });

  it('shows the points a task pays in its currency', () => {
    expect(plain(pointsText({ points: 1200, currency: 'lp' }))).toBe('+1 200 lp');
  });

  it('says what a photo task checks, and that its points come at once', () => {
    const text = plain(photoCheckText({ points: 120, currency: 'vp' }));
    expect(text).toContain('sprawdza tylko, czy wysyłasz zdjęcie (JPEG, PNG lub WebP, do 5 MB), a nie co na nim jest');
    expect(text).toContain('+120 vp dopiszemy od razu po wysłaniu');
    expect(text).toContain('odjąć punkty korektą');
  });
});
