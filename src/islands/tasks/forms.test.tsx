import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ConfirmForm from './ConfirmForm';
import PhotoForm from './PhotoForm';
import QuizForm from './QuizForm';
import { completeTask, uploadTaskPhoto, type TaskCompletion, type TaskDetail } from '../../lib/api/tasks';
import { handleError } from '../../lib/errors';
import { preparePhoto } from '../../lib/tasks/photo-resize';
import { httpError } from '../../../tests/fixtures/http';

vi.mock('../../lib/api/tasks', async (original) => ({
  ...(await original<typeof import('../../lib/api/tasks')>()),
  completeTask: vi.fn(),
  uploadTaskPhoto: vi.fn(),
}));
vi.mock('../../lib/errors', async (original) => ({
  ...(await original<typeof import('../../lib/errors')>()),
  handleError: vi.fn(
    () => 'Coś poszło nie tak... Nie udało się połączyć z serwerem programu. Sprawdź połączenie i spróbuj ponownie.',
  ),
}));
vi.mock('../../lib/toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('../../lib/tasks/photo-resize', async (original) => ({
  ...(await original<typeof import('../../lib/tasks/photo-resize')>()),
  preparePhoto: vi.fn(),
}));

const base: TaskDetail = {
  taskId: 3,
  title: 'Quiz: nowości',
  kind: 'quiz',
  points: 80,
  currency: 'vp',
  startDate: '2026-11-18T10:00:00Z',
  deadline: '2026-12-05T10:00:00Z',
  state: 'open',
  imageId: null,
  description: '',
  completedAt: null,
  photoId: null,
  attemptsLeft: 3,
  attemptsAllowed: 3,
  questions: [
    {
      questionId: 1,
      text: 'Ile butelek?',
      answers: [
        { answerId: 1, text: '4' },
        { answerId: 2, text: '6' },
      ],
    },
    {
      questionId: 2,
      text: 'Który bez cukru?',
      answers: [
        { answerId: 4, text: 'Lemoniada' },
        { answerId: 5, text: 'Jabłko-mięta' },
      ],
    },
  ],
};

const completion = (task: TaskDetail): TaskCompletion => ({
  task: { ...task, state: 'done' },
  pointsAwarded: task.points,
  currency: task.currency,
  summary: {
    vpTotalValue: 1,
    vpSubtractedValue: 0,
    vpLockedValue: 0,
    vpCurrentValue: 1,
    lpTotalValue: 0,
    lpSubtractedValue: 0,
    lpLockedValue: 0,
    lpCurrentValue: 0,
  },
});

beforeEach(() => {
  vi.mocked(completeTask).mockReset();
  vi.mocked(uploadTaskPhoto).mockReset();
  vi.mocked(preparePhoto).mockReset();
  vi.mocked(handleError).mockClear();
});
afterEach(cleanup);

describe('QuizForm', () => {
  it('asks for every answer before sending anything', async () => {
    render(<QuizForm task={base} onCompleted={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedzi' }));
    expect(screen.getByRole('alert').textContent).toBe('Zaznacz odpowiedź na pytanie oznaczone poniżej.');
    expect(screen.getAllByRole('group')[1]!.getAttribute('aria-invalid')).toBe('true');
    expect(completeTask).not.toHaveBeenCalled();
  });

  it('says how many answers were right, not which, and counts the attempts left once; then completes', async () => {
    const onCompleted = vi.fn();
    vi.mocked(completeTask)
      .mockRejectedValueOnce(
        httpError(422, {
          code: 'QUIZ_WRONG',
          detail: 'Poprawne odpowiedzi: 1 z 2. Pozostałe próby: 2.',
          correctCount: 1,
          questionCount: 2,
          attemptsLeft: 2,
        }),
      )
      .mockResolvedValueOnce(completion(base));
    const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
    render(<QuizForm task={base} onCompleted={onCompleted} />);
    // Before any answer: the rule of the task, and the attempts as the task gives them.
    expect(plain(screen.getByTestId('quiz-rules').textContent)).toBe(
      'Masz 3 próby. Po błędnej próbie zobaczysz, ile odpowiedzi było poprawnych — ale nie które.',
    );
    expect(plain(screen.getByTestId('quiz-attempts').textContent)).toBe('Zostały 3 próby.');
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Jabłko-mięta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedzi' }));
    expect(completeTask).toHaveBeenCalledWith(3, [
      { questionId: 1, answerId: 1 },
      { questionId: 2, answerId: 5 },
    ]);
    // Our words, not the server's detail, which counts the attempts too.
    expect(plain((await screen.findByRole('alert')).textContent)).toBe(
      'Poprawne odpowiedzi: 1 z 2. Zmień odpowiedzi i spróbuj jeszcze raz.',
    );
    // No question is marked: which answer was wrong is not told.
    for (const question of screen.getAllByRole('group')) expect(question.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/błędna/)).toBeNull();
    expect(plain(screen.getByTestId('quiz-attempts').textContent)).toBe('Zostały 2 próby.');
    // The attempts left are counted in one place; the rule above states the total.
    expect(screen.getAllByText(/Zosta(ła|ły|ło)|Pozostałe/)).toHaveLength(1);
    expect(handleError).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: '6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedzi' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
  });

  it('stops when no attempt is left', async () => {
    vi.mocked(completeTask).mockRejectedValueOnce(
      httpError(422, {
        code: 'QUIZ_WRONG',
        detail: 'Poprawne odpowiedzi: 0 z 2. Pozostałe próby: 0.',
        correctCount: 0,
        questionCount: 2,
        attemptsLeft: 0,
      }),
    );
    render(<QuizForm task={{ ...base, attemptsLeft: 1 }} onCompleted={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Lemoniada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedzi' }));
    const button = await screen.findByRole('button', { name: 'Wykorzystano wszystkie próby' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ConfirmForm', () => {
  it('says why the server refused, beside the central toast', async () => {
    vi.mocked(completeTask).mockRejectedValueOnce(
      httpError(409, { detail: 'To zadanie jest już wykonane.', code: 'ALREADY_DONE' }),
    );
    render(<ConfirmForm task={{ ...base, kind: 'confirm', questions: [] }} onCompleted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdzam wykonanie' }));
    expect((await screen.findByRole('alert')).textContent).toBe('To zadanie jest już wykonane.');
    expect(handleError).toHaveBeenCalledTimes(1);
    expect(completeTask).toHaveBeenCalledWith(3);
  });
});

describe('PhotoForm', () => {
  const task: TaskDetail = {
    ...base,
    taskId: 4,
    kind: 'photo',
    attemptsLeft: null,
    attemptsAllowed: null,
    questions: [],
    points: 120,
  };

  it('previews the resized photo, shows the upload progress and retries without choosing it again', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const resized = new Blob([new Uint8Array(380_000)], { type: 'image/jpeg' });
    vi.mocked(preparePhoto).mockResolvedValue({
      blob: resized,
      width: 1600,
      height: 1200,
      resized: true,
      originalBytes: 4_200_000,
    });
    let progress!: (share: number) => void;
    let fail!: (error: unknown) => void;
    vi.mocked(uploadTaskPhoto)
      .mockImplementationOnce((_id, _blob, options) => {
        progress = options!.onProgress!;
        return new Promise((_resolve, reject) => (fail = reject));
      })
      .mockResolvedValueOnce(completion(task));
    const onCompleted = vi.fn();
    const { container } = render(<PhotoForm task={task} onCompleted={onCompleted} />);

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array(10)], 'polka.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('img', { name: 'Podgląd wybranego zdjęcia' })).getAttribute('src')).toBe(
      'blob:preview',
    );
    expect(screen.getByTestId('photo-info').textContent).toBe(
      'Zdjęcie zmniejszone z 4 MB do 371 KB (1600 × 1200 px).'.replace(/ (MB|KB|×|1200|px)/g, '\u00a0$1'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij zdjęcie' }));
    await act(async () => progress(0.45));
    const bar = screen.getByRole('progressbar', { name: 'Wysyłanie zdjęcia' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByText(/Wysyłanie… 45%/)).toBeTruthy();

    await act(async () => fail(new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toContain('Zdjęcie jest zachowane');
    expect(handleError).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(preparePhoto).toHaveBeenCalledTimes(1);
    expect(vi.mocked(uploadTaskPhoto).mock.calls.map((c) => c[1])).toEqual([resized, resized]);
  });

  it('refuses a file it cannot read, in Polish, and keeps the form usable', async () => {
    const { PhotoError, UNREADABLE } = await import('../../lib/tasks/photo-resize');
    vi.mocked(preparePhoto).mockRejectedValueOnce(new PhotoError(UNREADABLE));
    const { container } = render(<PhotoForm task={task} onCompleted={vi.fn()} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array(10)], 'x.heic', { type: 'image/heic' }));
    expect((await screen.findByRole('alert')).textContent).toBe(UNREADABLE);
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wyślij zdjęcie' })).toBeNull();
  });
});
