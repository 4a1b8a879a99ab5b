import { beforeAll, describe, expect, it } from 'vitest';
import { readSummary } from '../../domain/ledger.ts';
import { TEST_NOW, useTestContext } from '../../test/harness.ts';
import { tinyJpeg, tinyPng } from './fixtures.ts';

const t = useTestContext();
let demoId: number;
let frshId: number;

interface Task {
  taskId: number;
  title: string;
  kind: 'confirm' | 'quiz' | 'photo';
  points: number;
  currency: 'vp' | 'lp';
  startDate: string;
  deadline: string;
  state: 'open' | 'done' | 'expired';
  imageId: number | null;
}

let demoTasks: Task[];
let frshTasks: Task[];

const list = (body: Record<string, unknown>, token = t.demo) =>
  t.call('POST', '/api/loyalty/task/list', { token, body });
const items = async (body: Record<string, unknown>, token = t.demo): Promise<Task[]> => {
  const res = await list({ per: 100, ...body }, token);
  expect(res.status).toBe(200);
  return res.body.items;
};
const idOf = (title: string, tasks = demoTasks) => {
  const task = tasks.find((x) => x.title === title);
  if (!task) throw new Error(`no task ${title}`);
  return task.taskId;
};
const detail = (id: number, token = t.demo) => t.call('GET', `/api/loyalty/task/${id}`, { token });
const complete = (id: number, body: unknown, token = t.demo) =>
  t.call('POST', `/api/loyalty/task/${id}/complete`, { token, body });
const photoForm = (bytes: Buffer, name = 'ekspozycja.png', type = 'image/png') => {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(bytes)], name, { type }));
  return form;
};
const upload = (id: number, body: FormData | unknown, token = t.demo) =>
  t.call('POST', `/api/loyalty/task/${id}/photo`, { token, body });

/** The quiz's questions with the id of their correct answer and of a wrong one, from the database. */
async function quizKey(taskId: number) {
  const rows = await t.deps.db.query<{ question_id: number; answer_id: number; correct: boolean }>(
    `select q.id as question_id, a.id as answer_id, a.correct
       from task_question q join task_answer a on a.question_id = q.id
      where q.task_id = $1 order by q.position, a.position`,
    [taskId],
  );
  const ids = [...new Set(rows.map((r) => r.question_id))];
  return ids.map((questionId) => ({
    questionId,
    right: rows.find((r) => r.question_id === questionId && r.correct)!.answer_id,
    wrong: rows.find((r) => r.question_id === questionId && !r.correct)!.answer_id,
  }));
}

async function expiredToken() {
  const token = await t.login('demo');
  t.clock.advance(16 * 60_000);
  return token;
}

async function expectUnauthorized(request: (token?: string) => Promise<{ status: number; body: any }>) {
  expect((await request(undefined)).status).toBe(401);
  const token = await expiredToken();
  const res = await request(token);
  t.clock.set(TEST_NOW);
  expect(res.status).toBe(401);
  expect(res.body.message).toMatch(/wygasła/);
}

beforeAll(async () => {
  const ids = await t.deps.db.query<{ username: string; id: number }>(`select username, id from participant`);
  demoId = ids.find((r) => r.username === 'demo')!.id;
  frshId = ids.find((r) => r.username === 'frsh')!.id;
  demoTasks = await items({});
  frshTasks = await items({}, t.frsh);
});

describe('POST /api/loyalty/task/list', () => {
  it('answers the envelope of the participant’s tasks: open first by the nearest deadline, then done, then expired', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, per: 20, total: 9, totalPages: 1 });
    const states = demoTasks.map((x) => x.state);
    expect(states).toEqual(['open', 'open', 'open', 'open', 'open', 'done', 'done', 'expired', 'expired']);
    const openDeadlines = demoTasks.filter((x) => x.state === 'open').map((x) => Date.parse(x.deadline));
    expect(openDeadlines).toEqual([...openDeadlines].sort((a, b) => a - b));
    expect(demoTasks[0]).toEqual({
      taskId: expect.any(Number),
      title: 'Zrób zdjęcie ekspozycji napojów',
      kind: 'photo',
      points: 120,
      currency: 'vp',
      startDate: '2026-06-12T22:00:00.000Z',
      deadline: '2026-06-25T21:59:00.000Z',
      state: 'open',
      imageId: expect.any(Number),
    });
    expect(new Set(demoTasks.map((x) => x.kind))).toEqual(new Set(['confirm', 'quiz', 'photo']));
  });

  it('shows frsh their lp task, which demo does not see', () => {
    const lp = frshTasks.find((x) => x.currency === 'lp')!;
    expect(lp.title).toBe('Potwierdź dostawę świeżych warzyw');
    expect(demoTasks.some((x) => x.taskId === lp.taskId)).toBe(false);
  });

  it('filters by state', async () => {
    const open = await items({ status: 'open' });
    expect(open.length).toBe(5);
    expect(open.every((x) => x.state === 'open')).toBe(true);
    const done = await items({ status: 'done' });
    expect(done.map((x) => x.title).sort()).toEqual([
      'Potwierdź odbiór materiałów POS',
      'Quiz: bezpieczeństwo żywności w sklepie',
    ]);
    const expired = await items({ status: 'expired' });
    expect(expired.map((x) => x.title).sort()).toEqual(['Potwierdź zamówienie świąteczne', 'Zdjęcie półki z kawą']);
  });

  it('searches the title and the description', async () => {
    expect((await items({ search: 'QUIZ' })).length).toBe(2);
    // "zamrażarkę" appears only in a description.
    expect((await items({ search: 'zamrażarkę' })).map((x) => x.title)).toEqual([
      'Zgłoś sklep do akcji „Lato z lodami”',
    ]);
    // marks are no words: they narrow nothing
    expect(await items({ search: '_' })).toEqual(await items({}));
  });

  it('sorts by points, title and deadline', async () => {
    const points = (await items({ sortBy: 'points', sortOrder: 'desc' })).map((x) => x.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(points[0]).toBe(120);
    const titles = (await items({ sortBy: 'title' })).map((x) => x.title);
    expect(titles[0]).toBe('Potwierdź odbiór materiałów POS');
    expect(titles.at(-1)).toBe('Zrób zdjęcie ekspozycji napojów');
    const deadlines = (await items({ sortBy: 'deadline', sortOrder: 'desc' })).map((x) => Date.parse(x.deadline));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => b - a));
  });

  it('pages without gaps or repeats', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list({ per: 4, page, sortBy: 'title' });
      expect(res.body).toMatchObject({ page, per: 4, total: 9, totalPages: 3 });
      seen.push(...res.body.items.map((x: Task) => x.taskId));
    }
    expect(new Set(seen).size).toBe(9);
  });

  it('refuses invalid input with 422 naming the fields', async () => {
    const res = await list({ status: 'closed', sortBy: 'reward', per: 1000 });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/Nieprawidłowe dane/);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['status', 'sortBy', 'per']),
    );
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectUnauthorized((token) =>
      t.call('POST', '/api/loyalty/task/list', { ...(token ? { token } : {}), body: {} }),
    );
  });
});

describe('GET /api/loyalty/task/{id}', () => {
  it('gives a quiz with its questions and answers, never the correct flags', async () => {
    const res = await detail(idOf('Quiz: nowości w dziale napojów'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'quiz',
      state: 'open',
      points: 80,
      description: expect.stringContaining('Trzy pytania'),
      startDate: '2026-06-11T22:00:00.000Z',
      completedAt: null,
      attemptsLeft: 3,
    });
    expect(res.body.questions).toHaveLength(3);
    expect(res.body.questions[0]).toEqual({
      questionId: expect.any(Number),
      text: 'Ile butelek mieści zgrzewka nowej wody „Górski Potok” 1,5 l?',
      answers: [
        { answerId: expect.any(Number), text: '4 butelki' },
        { answerId: expect.any(Number), text: '6 butelek' },
        { answerId: expect.any(Number), text: '12 butelek' },
      ],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/correct/i);
  });

  it('gives a done task with its completion time and a confirm task without quiz fields', async () => {
    const done = await detail(idOf('Potwierdź odbiór materiałów POS'));
    expect(done.body).toMatchObject({
      state: 'done',
      completedAt: '2026-06-03T10:00:00.000Z',
      attemptsLeft: null,
      questions: [],
    });
    const notStarted = await detail(idOf('Zgłoś sklep do akcji „Lato z lodami”'));
    expect(notStarted.body).toMatchObject({
      state: 'open',
      startDate: '2026-06-17T22:00:00.000Z',
      imageId: expect.any(Number),
    });
  });

  it('answers 404 for another participant’s task and a missing one', async () => {
    const lp = frshTasks.find((x) => x.currency === 'lp')!.taskId;
    expect((await detail(lp, t.frsh)).status).toBe(200);
    const res = await detail(lp);
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/Nie znaleziono zadania/);
    expect((await detail(999999)).status).toBe(404);
  });

  it('refuses a bad id with 422 and answers 401 without a valid token', async () => {
    const res = await t.call('GET', '/api/loyalty/task/pierwsze', { token: t.demo });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/id/);
    await expectUnauthorized((token) =>
      t.call('GET', `/api/loyalty/task/${demoTasks[0]!.taskId}`, token ? { token } : {}),
    );
  });
});

describe('POST /api/loyalty/task/{id}/complete — confirmation', () => {
  it('completes the task and moves the points summary by exactly its points, once', async () => {
    const id = idOf('Potwierdź udział w promocji letniej');
    const before = await readSummary(t.deps.db, demoId);
    const res = await complete(id, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      task: { taskId: id, state: 'done', completedAt: TEST_NOW.replace('Z', '.000Z') },
      pointsAwarded: 50,
      currency: 'vp',
    });
    const after = await readSummary(t.deps.db, demoId);
    expect(after.vpTotalValue - before.vpTotalValue).toBe(50);
    expect(after.vpCurrentValue - before.vpCurrentValue).toBe(50);
    expect(after.lpTotalValue).toBe(before.lpTotalValue);
    expect(res.body.summary).toEqual(after);

    const [entry] = await t.deps.db.query<{ kind: string; amount: number; description: string; expires_at: Date }>(
      `select kind, amount::float8 as amount, description, expires_at from points_ledger
        where participant_id = $1 and source_type = 'task' and source_id = $2`,
      [demoId, String(id)],
    );
    expect(entry).toMatchObject({
      kind: 'earned',
      amount: 50,
      description: 'Zadanie: Potwierdź udział w promocji letniej',
    });
    const months = (entry!.expires_at.getTime() - Date.parse(TEST_NOW)) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(11.5);
    expect(months).toBeLessThan(12.5);

    const again = await complete(id, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_DONE', detail: 'To zadanie jest już wykonane.' });
    expect(await readSummary(t.deps.db, demoId)).toEqual(after);
    expect((await items({ status: 'done' })).some((x) => x.taskId === id)).toBe(true);
  });

  it('pays an lp task in lp', async () => {
    const id = idOf('Potwierdź dostawę świeżych warzyw', frshTasks);
    const before = await readSummary(t.deps.db, frshId);
    const res = await complete(id, {}, t.frsh);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pointsAwarded: 15, currency: 'lp' });
    expect(res.body.summary.lpTotalValue - before.lpTotalValue).toBe(15);
    expect(res.body.summary.vpTotalValue).toBe(before.vpTotalValue);
  });

  it('refuses a past deadline and a task that has not started yet with 409', async () => {
    const expired = await complete(idOf('Potwierdź zamówienie świąteczne'), {});
    expect(expired.status).toBe(409);
    expect(expired.body.code).toBe('TASK_EXPIRED');
    expect(expired.body.detail).toMatch(/^Termin wykonania zadania minął \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\.$/);
    const early = await complete(idOf('Zgłoś sklep do akcji „Lato z lodami”'), {});
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'TASK_NOT_STARTED',
      detail: 'To zadanie można wykonać od 18.06.2026 00:00.',
    });
  });

  it('refuses the wrong kind of body with 422', async () => {
    const confirm = idOf('Zapoznaj się z nowym regulaminem programu');
    const withAnswers = await complete(confirm, { answers: [{ questionId: 1, answerId: 1 }] });
    expect(withAnswers.status).toBe(422);
    expect(withAnswers.body.code).toBe('WRONG_BODY');
    const unknownKey = await complete(confirm, { confirmed: true });
    expect(unknownKey.status).toBe(422);
    expect(unknownKey.body.code).toBe('VALIDATION_FAILED');
    const photo = await complete(idOf('Zrób zdjęcie ekspozycji napojów'), {});
    expect(photo.status).toBe(422);
    expect(photo.body).toMatchObject({ code: 'PHOTO_REQUIRED', detail: 'To zadanie wykonuje się, wysyłając zdjęcie.' });
    const quizWithout = await complete(idOf('Quiz: nowości w dziale napojów'), {});
    expect(quizWithout.status).toBe(422);
    expect(quizWithout.body.code).toBe('ANSWERS_REQUIRED');
    expect((await detail(idOf('Zapoznaj się z nowym regulaminem programu'))).body.state).toBe('open');
  });

  it('answers 404 for another participant’s task, 422 for a bad id, 401 without a valid token', async () => {
    const lp = idOf('Potwierdź dostawę świeżych warzyw', frshTasks);
    const res = await complete(lp, {});
    expect(res.status).toBe(404);
    expect((await t.call('POST', '/api/loyalty/task/0/complete', { token: t.demo, body: {} })).status).toBe(422);
    const id = idOf('Zapoznaj się z nowym regulaminem programu');
    await expectUnauthorized((token) =>
      t.call('POST', `/api/loyalty/task/${id}/complete`, { ...(token ? { token } : {}), body: {} }),
    );
  });
});

describe('POST /api/loyalty/task/{id}/complete — quiz', () => {
  it('refuses incomplete or mixed-up answers without spending an attempt', async () => {
    const id = idOf('Quiz: nowości w dziale napojów');
    const key = await quizKey(id);
    const missing = await complete(id, { answers: [{ questionId: key[0]!.questionId, answerId: key[0]!.right }] });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: 'INVALID_ANSWERS', detail: 'Odpowiedz na wszystkie pytania quizu.' });
    const mixed = await complete(id, {
      answers: [
        { questionId: key[0]!.questionId, answerId: key[1]!.right },
        { questionId: key[1]!.questionId, answerId: key[1]!.right },
        { questionId: key[2]!.questionId, answerId: key[2]!.right },
      ],
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors).toEqual([{ path: 'answers.0', message: 'Ta odpowiedź nie należy do tego pytania.' }]);
    expect((await detail(id)).body.attemptsLeft).toBe(3);
  });

  it('tells how many answers were right, never which (issue 27), counts the attempt, then accepts the right answers', async () => {
    const id = idOf('Quiz: nowości w dziale napojów');
    const key = await quizKey(id);
    const wrongSecond = key.map((q, i) => ({ questionId: q.questionId, answerId: i === 1 ? q.wrong : q.right }));
    const before = await readSummary(t.deps.db, demoId);

    const wrong = await complete(id, { answers: wrongSecond });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      status: 422,
      code: 'QUIZ_WRONG',
      detail: 'Poprawne odpowiedzi: 2 z 3. Pozostałe próby: 2.',
      message: 'Poprawne odpowiedzi: 2 z 3. Pozostałe próby: 2.',
      correctCount: 2,
      questionCount: 3,
      attemptsLeft: 2,
    });
    // Exactly that: no list of questions, no per-field errors that would point at one.
    expect((await detail(id)).body).toMatchObject({ state: 'open', attemptsLeft: 2 });
    expect(await readSummary(t.deps.db, demoId)).toEqual(before);

    const right = await complete(id, { answers: key.map((q) => ({ questionId: q.questionId, answerId: q.right })) });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ pointsAwarded: 80, task: { state: 'done', attemptsLeft: 1 } });
    expect(right.body.summary.vpTotalValue - before.vpTotalValue).toBe(80);
  });

  it('refuses a fourth attempt after three wrong ones with 409, even with the right answers', async () => {
    const id = idOf('Quiz: nowości w dziale napojów', frshTasks);
    const key = await quizKey(id);
    const allWrong = key.map((q) => ({ questionId: q.questionId, answerId: q.wrong }));
    const before = await readSummary(t.deps.db, frshId);
    const left = [];
    for (let i = 0; i < 3; i++) {
      const res = await complete(id, { answers: allWrong }, t.frsh);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ correctCount: 0, questionCount: 3 });
      left.push(res.body.attemptsLeft);
    }
    expect(left).toEqual([2, 1, 0]);
    const fourth = await complete(
      id,
      { answers: key.map((q) => ({ questionId: q.questionId, answerId: q.right })) },
      t.frsh,
    );
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({
      code: 'NO_ATTEMPTS_LEFT',
      detail: 'Wykorzystano wszystkie 3 próby rozwiązania tego quizu.',
    });
    expect((await detail(id, t.frsh)).body).toMatchObject({ state: 'open', attemptsLeft: 0 });
    expect(await readSummary(t.deps.db, frshId)).toEqual(before);
  });
});

describe('POST /api/loyalty/task/{id}/photo', () => {
  it('rejects a file that is not a picture, whatever its name and type say', async () => {
    const id = idOf('Zrób zdjęcie ekspozycji napojów');
    const res = await upload(
      id,
      photoForm(Buffer.from('to nie jest zdjęcie, tylko tekst'), 'zdjecie.png', 'image/png'),
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'NOT_AN_IMAGE',
      detail: 'Plik nie jest zdjęciem. Wyślij zdjęcie JPEG, PNG lub WebP.',
    });
    const svg = await upload(
      id,
      photoForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml'),
    );
    expect(svg.body.code).toBe('NOT_AN_IMAGE');
    expect((await detail(id)).body.state).toBe('open');
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    tinyPng().copy(big);
    const res = await upload(idOf('Zrób zdjęcie ekspozycji napojów'), photoForm(big));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PHOTO_TOO_LARGE', detail: 'Zdjęcie jest za duże (maks. 5 MB).' });
  });

  it('refuses a body that is not multipart, a form without the photo, and an empty file with 422', async () => {
    const id = idOf('Zrób zdjęcie ekspozycji napojów');
    const json = await upload(id, { photo: 'iVBORw0KGgo=' });
    expect(json.status).toBe(422);
    expect(json.body.code).toBe('NOT_MULTIPART');
    const form = new FormData();
    form.append('opis', 'bez zdjęcia');
    const missing = await upload(id, form);
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toMatch(/photo/);
    const empty = await upload(id, photoForm(Buffer.alloc(0)));
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe('EMPTY_PHOTO');
  });

  it('stores a PNG, completes the task and earns its points; a second photo is refused', async () => {
    const id = idOf('Zrób zdjęcie ekspozycji napojów');
    const before = await readSummary(t.deps.db, demoId);
    const png = tinyPng();
    const res = await upload(id, photoForm(png));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ task: { taskId: id, state: 'done' }, pointsAwarded: 120, currency: 'vp' });
    expect(res.body.summary.vpTotalValue - before.vpTotalValue).toBe(120);
    const [stored] = await t.deps.db.query<{ mime_type: string; content: Uint8Array }>(
      `select p.mime_type, p.content from task_assignment a join task_photo p on p.id = a.photo_id
        where a.task_id = $1 and a.participant_id = $2`,
      [id, demoId],
    );
    expect(stored!.mime_type).toBe('image/png');
    expect(Buffer.from(stored!.content).equals(png)).toBe(true);

    const again = await upload(id, photoForm(png));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_DONE');
  });

  it('keeps the photo private: its uploader reads it by an unguessable id, anyone else gets 404', async () => {
    const id = idOf('Zrób zdjęcie ekspozycji napojów');
    const photoId = (await detail(id)).body.photoId as string;
    expect(photoId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const own = await t.call('GET', `/api/loyalty/image/${photoId}`, { token: t.demo });
    expect(own.status).toBe(200);
    expect(Buffer.from(own.body.imageContent, 'base64').equals(tinyPng())).toBe(true);
    expect(own.body.imageMimeType).toBe('image/png');

    const other = await t.call('GET', `/api/loyalty/image/${photoId}`, { token: t.frsh });
    const missing = await t.call('GET', `/api/loyalty/image/${crypto.randomUUID()}`, { token: t.frsh });
    expect(other.status).toBe(404);
    // Exactly the answer for a photo that does not exist: nothing tells that it does.
    expect(other.body).toEqual(missing.body);
    // Nor does the shared, numbered image table hold it.
    const [inTable] = await t.deps.db.query<{ n: number }>(
      `select count(*)::int as n from image where content = (select content from task_photo where id = $1)`,
      [photoId],
    );
    expect(inTable!.n).toBe(0);
    // An undone task has no photo.
    expect((await detail(idOf('Zdjęcie półki z kawą'))).body.photoId).toBeNull();
  });

  it('stores a JPEG sent with a misleading name by its real type', async () => {
    const id = idOf('Zrób zdjęcie ekspozycji napojów', frshTasks);
    const res = await upload(id, photoForm(tinyJpeg(), 'zdjecie.png', 'application/octet-stream'), t.frsh);
    expect(res.status).toBe(200);
    const [stored] = await t.deps.db.query<{ mime_type: string }>(
      `select p.mime_type from task_assignment a join task_photo p on p.id = a.photo_id where a.task_id = $1 and a.participant_id = $2`,
      [id, frshId],
    );
    expect(stored!.mime_type).toBe('image/jpeg');
    expect(res.body.task.photoId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a photo for a task of another kind (422) and after the deadline (409)', async () => {
    const confirm = await upload(idOf('Zapoznaj się z nowym regulaminem programu'), photoForm(tinyPng()));
    expect(confirm.status).toBe(422);
    expect(confirm.body).toMatchObject({ code: 'WRONG_KIND', detail: 'To zadanie nie wymaga zdjęcia.' });
    const late = await upload(idOf('Zdjęcie półki z kawą'), photoForm(tinyPng()));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TASK_EXPIRED');
  });

  it('answers 404 for another participant’s task, 422 for a bad id, 401 without a valid token', async () => {
    const lp = idOf('Potwierdź dostawę świeżych warzyw', frshTasks);
    expect((await upload(lp, photoForm(tinyPng()))).status).toBe(404);
    expect((await upload(999999, photoForm(tinyPng()))).status).toBe(404);
    expect(
      (await t.call('POST', '/api/loyalty/task/x/photo', { token: t.demo, body: photoForm(tinyPng()) })).status,
    ).toBe(422);
    const id = idOf('Zdjęcie półki z kawą');
    await expectUnauthorized((token) =>
      t.call('POST', `/api/loyalty/task/${id}/photo`, { ...(token ? { token } : {}), body: photoForm(tinyPng()) }),
    );
  });
});
