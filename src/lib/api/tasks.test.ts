import { HTTPError, NetworkError, TimeoutError } from 'ky';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_ERROR, DEFAULT_ERROR, errorMessage } from '../errors';
import { $session } from '../stores/session';
import { parseQuizWrong, parseTaskDetail, uploadTaskPhoto } from './tasks';

vi.mock('../toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

/** A stand-in XMLHttpRequest the test drives by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const createXhr = () => new FakeXhr() as unknown as XMLHttpRequest;
const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

const detail = {
  taskId: 4,
  title: 'Zdjęcie półki',
  kind: 'photo',
  points: 120,
  currency: 'vp',
  startDate: '2026-11-19T10:00:00.000Z',
  deadline: '2026-12-01T10:00:00.000Z',
  state: 'done',
  imageId: 7,
  description: 'Opis',
  completedAt: '2026-11-21T10:00:00.000Z',
  photoId: '7fc5eb96-1a35-410c-a6d3-51f4e08fedeb',
  attemptsLeft: null,
  attemptsAllowed: null,
  questions: [],
};
const summary = {
  vpTotalValue: 100,
  vpSubtractedValue: 0,
  vpLockedValue: 0,
  vpCurrentValue: 100,
  lpTotalValue: 0,
  lpSubtractedValue: 0,
  lpLockedValue: 0,
  lpCurrentValue: 0,
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  $session.set({ isLoggedIn: true, user: { token: 'tok-123' }, exp: Date.now() / 1000 + 600, message: null });
});

describe('uploadTaskPhoto (XMLHttpRequest for the progress)', () => {
  it('sends the photo as multipart `photo` with the bearer token, reports progress and parses the answer', async () => {
    const progress: number[] = [];
    const done = uploadTaskPhoto(4, photo, { createXhr, onProgress: (share) => progress.push(share) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/loyalty\/task\/4\/photo$/);
    expect(xhr.headers.Authorization).toBe('Bearer tok-123');
    expect((xhr.body as FormData).get('photo')).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.respond(200, { task: detail, pointsAwarded: 120, currency: 'vp', summary });
    const result = await done;
    expect(progress).toEqual([0.25, 1]);
    expect(result.pointsAwarded).toBe(120);
    expect(result.task.state).toBe('done');
    expect(result.task.photoId).toBe('7fc5eb96-1a35-410c-a6d3-51f4e08fedeb');
  });

  it.each([
    [
      422,
      { status: 422, detail: 'Plik nie jest zdjęciem. Wyślij zdjęcie JPEG, PNG lub WebP.' },
      'Plik nie jest zdjęciem. Wyślij zdjęcie JPEG, PNG lub WebP.',
    ],
    [401, { message: 'Sesja wygasła.' }, 'Sesja wygasła.'],
    [413, { detail: 'Zdjęcie jest za duże (maks. 5 MB).' }, DEFAULT_ERROR],
    [500, 'Internal error', DEFAULT_ERROR],
  ])('a %s answer becomes ky’s HTTPError, mapped like every other call', async (status, body, text) => {
    const done = uploadTaskPhoto(4, photo, { createXhr });
    FakeXhr.last.respond(status, body);
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(status);
    expect(errorMessage(error)).toBe(text);
  });

  it('a lost connection and a timeout say so in Polish', async () => {
    const offline = uploadTaskPhoto(4, photo, { createXhr });
    FakeXhr.last.onerror?.();
    const e1 = await offline.catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(NetworkError);
    expect(errorMessage(e1)).toBe(CONNECTION_ERROR);

    const slow = uploadTaskPhoto(4, photo, { createXhr });
    FakeXhr.last.ontimeout?.();
    const e2 = await slow.catch((e: unknown) => e);
    expect(e2).toBeInstanceOf(TimeoutError);
    expect(errorMessage(e2)).toBe(CONNECTION_ERROR);
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const done = uploadTaskPhoto(4, photo, { createXhr, signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('an answer that is not a completion is refused', async () => {
    const done = uploadTaskPhoto(4, photo, { createXhr });
    FakeXhr.last.respond(200, { ok: true });
    await expect(done).rejects.toThrow('Unexpected answer');
  });
});

describe('task answers are checked before use', () => {
  it('drops broken questions and answers, keeps the rest', () => {
    const parsed = parseTaskDetail({
      ...detail,
      kind: 'quiz',
      attemptsLeft: '2',
      attemptsAllowed: 3,
      questions: [
        { questionId: 1, text: 'Ile?', answers: [{ answerId: 1, text: 'Dwa' }, { answerId: 'x' }] },
        { questionId: 'zły', text: '?', answers: [] },
        { questionId: 2, text: 'Bez odpowiedzi', answers: [] },
      ],
    });
    expect(parsed?.attemptsLeft).toBe(2);
    expect(parsed?.attemptsAllowed).toBe(3);
    expect(parsed?.questions).toEqual([{ questionId: 1, text: 'Ile?', answers: [{ answerId: 1, text: 'Dwa' }] }]);
  });

  it.each([null, 'x', { taskId: 1 }, { ...detail, deadline: 'jutro' }])('refuses %j', (value) => {
    expect(parseTaskDetail(value)).toBeNull();
  });

  it('reads a QUIZ_WRONG refusal', () => {
    expect(parseQuizWrong({ code: 'QUIZ_WRONG', correctCount: 2, questionCount: '3', attemptsLeft: 1 })).toEqual({
      correctCount: 2,
      questionCount: 3,
      attemptsLeft: 1,
    });
    expect(parseQuizWrong({ code: 'ALREADY_DONE' })).toBeNull();
  });
});
