import { describe, expect, it } from 'vitest';
import { checkQuiz, detectImageType, taskState, type QuizQuestion } from './tasks.ts';

const questions: QuizQuestion[] = [
  {
    questionId: 1,
    text: 'A?',
    answers: [
      { answerId: 11, text: 'a', correct: true },
      { answerId: 12, text: 'b', correct: false },
    ],
  },
  {
    questionId: 2,
    text: 'B?',
    answers: [
      { answerId: 21, text: 'a', correct: false },
      { answerId: 22, text: 'b', correct: true },
    ],
  },
];

describe('checkQuiz', () => {
  it('counts every answer right when all are correct', () => {
    expect(
      checkQuiz(questions, [
        { questionId: 2, answerId: 22 },
        { questionId: 1, answerId: 11 },
      ]),
    ).toEqual({ kind: 'checked', correct: 2, questions: 2 });
  });

  it('counts the right answers, without naming the wrong questions', () => {
    expect(
      checkQuiz(questions, [
        { questionId: 1, answerId: 12 },
        { questionId: 2, answerId: 22 },
      ]),
    ).toEqual({ kind: 'checked', correct: 1, questions: 2 });
  });

  it('refuses, without judging, a submission that skips, repeats or mixes up questions', () => {
    expect(checkQuiz(questions, [{ questionId: 1, answerId: 11 }]).kind).toBe('invalid');
    expect(
      checkQuiz(questions, [
        { questionId: 1, answerId: 11 },
        { questionId: 1, answerId: 12 },
      ]).kind,
    ).toBe('invalid');
    const mixed = checkQuiz(questions, [
      { questionId: 1, answerId: 22 },
      { questionId: 2, answerId: 22 },
    ]);
    expect(mixed).toEqual({
      kind: 'invalid',
      problems: [{ index: 0, message: 'Ta odpowiedź nie należy do tego pytania.' }],
    });
    expect(
      checkQuiz(questions, [
        { questionId: 9, answerId: 11 },
        { questionId: 1, answerId: 11 },
        { questionId: 2, answerId: 22 },
      ]).kind,
    ).toBe('invalid');
  });
});

describe('detectImageType', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectImageType(new Uint8Array(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')))).toBe('image/webp');
  });
  it('rejects anything else, including SVG, GIF and truncated headers', () => {
    expect(detectImageType(new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeNull();
    expect(detectImageType(new Uint8Array(Buffer.from('GIF89a')))).toBeNull();
    expect(detectImageType(new Uint8Array(Buffer.from('RIFF\x10\x00\x00\x00WAVE', 'latin1')))).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
});

describe('taskState', () => {
  it('is done once done, expired after the deadline, open before it', () => {
    const deadline = new Date('2026-06-20T10:00:00Z');
    expect(taskState(new Date('2026-06-25T00:00:00Z'), 'done', deadline)).toBe('done');
    expect(taskState(new Date('2026-06-25T00:00:00Z'), 'open', deadline)).toBe('expired');
    expect(taskState(new Date('2026-06-20T10:00:00Z'), 'open', deadline)).toBe('open');
  });
});
