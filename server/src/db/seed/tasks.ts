import type { Clock } from '../../clock.ts';
import { appendLedger, type Currency } from '../../domain/ledger.ts';
import type { TaskKind } from '../../domain/tasks.ts';
import { ART, taskArt, type ArtKey } from './art/index.ts';
import { illustration } from './art/scene.ts';
import { daysFrom, insertImage, warsawDayFrom, type SeedContext } from './context.ts';
import { preorderAt, SEASONS, seasonAt } from './season.ts';

/**
 * Demo tasks for both participants: open ones of every kind (one not started yet), done ones
 * whose points are already in the ledger, and expired ones. frsh also has a task paying lp.
 * Seasonal ones take their words from the calendar of the seed's now (season.ts).
 */

type Assignment = { status: 'open' } | { status: 'done'; daysAgo: number; attempts?: number };

export interface TaskSpec {
  title: string;
  description: string;
  kind: TaskKind;
  points: number;
  currency?: Currency;
  /** Days from now. */
  starts: number;
  deadline: number;
  /** What its picture shows; the picture adds the sign of its kind. */
  art: ArtKey;
  /** Quiz questions: the answers, the first number is the index of the correct one. */
  questions?: { text: string; answers: string[]; correct: number }[];
  who: { demo?: Assignment; frsh?: Assignment };
}

const OPEN: Assignment = { status: 'open' };

/** The demo's tasks as of the seed's now. */
export function taskSpecs(clock: Clock): TaskSpec[] {
  const promotion = SEASONS[seasonAt(clock)].promotion;
  const lastPromotion = SEASONS[seasonAt(clock, -30)].promotion;
  const action = SEASONS[seasonAt(clock, 14)].action;
  const preorder = preorderAt(clock, -75);
  return [
    {
      title: `Potwierdź udział w promocji ${promotion.genitive}`,
      description: `${promotion.nominative} obejmuje ${promotion.goods} z gazetki. Potwierdź, że Twój sklep weźmie w niej udział — dostaniesz materiały POS i ceny promocyjne.`,
      kind: 'confirm',
      points: 50,
      starts: -5,
      deadline: 20,
      art: 'leaflet',
      who: { demo: OPEN, frsh: OPEN },
    },
    {
      title: 'Zapoznaj się z nowym regulaminem programu',
      description:
        'Od przyszłego miesiąca obowiązuje nowy regulamin programu. Przeczytaj go w zakładce Zasady i potwierdź.',
      kind: 'confirm',
      points: 20,
      starts: -10,
      deadline: 30,
      art: 'document',
      who: { demo: OPEN, frsh: { status: 'done', daysAgo: 3 } },
    },
    {
      title: 'Quiz: nowości w dziale napojów',
      description: 'Trzy pytania o napoje, które właśnie weszły do oferty hurtowni. Masz trzy próby.',
      kind: 'quiz',
      points: 80,
      starts: -3,
      deadline: 14,
      art: 'bottles',
      questions: [
        {
          text: 'Ile butelek mieści zgrzewka nowej wody „Górski Potok” 1,5 l?',
          answers: ['4 butelki', '6 butelek', '12 butelek'],
          correct: 1,
        },
        {
          text: 'Który napój z nowej linii „Sadowe Orzeźwienie” nie zawiera dodanego cukru?',
          answers: ['Lemoniada cytrynowa', 'Napój jabłko-mięta', 'Oranżada klasyczna'],
          correct: 1,
        },
        {
          text: 'W jakiej temperaturze przechowuje się soki tłoczone NFC?',
          answers: ['Do 25°C, w suchym miejscu', 'Od 2°C do 6°C, w lodówce', 'Poniżej −18°C, w zamrażarce'],
          correct: 1,
        },
      ],
      who: { demo: OPEN, frsh: OPEN },
    },
    {
      title: 'Zrób zdjęcie ekspozycji napojów',
      description:
        'Ustaw napoje z gazetki na półce na wysokości wzroku i zrób zdjęcie całej ekspozycji (JPEG, PNG lub WebP, do 5 MB).',
      kind: 'photo',
      points: 120,
      starts: -2,
      deadline: 10,
      art: 'glassFridge',
      who: { demo: OPEN, frsh: OPEN },
    },
    {
      title: `Zgłoś sklep do akcji „${action.name}”`,
      description: action.description,
      kind: 'confirm',
      points: 40,
      starts: 3,
      deadline: 25,
      art: action.art,
      who: { demo: OPEN, frsh: OPEN },
    },
    {
      title: 'Potwierdź odbiór materiałów POS',
      description: 'Potwierdź, że kurier dostarczył plakaty, wobblery i cenówki do promocji.',
      kind: 'confirm',
      points: 30,
      starts: -30,
      deadline: -5,
      art: 'posMaterials',
      who: { demo: { status: 'done', daysAgo: 12 }, frsh: { status: 'done', daysAgo: 9 } },
    },
    {
      title: 'Quiz: bezpieczeństwo żywności w sklepie',
      description: 'Sprawdź, jak przechowywać i oznaczać żywność zgodnie z zasadami HACCP.',
      kind: 'quiz',
      points: 60,
      starts: -40,
      deadline: -10,
      art: 'haccp',
      questions: [
        {
          text: 'Jak układa się towar na półce, by najpierw sprzedać krótszą datę?',
          answers: ['Nowy towar z przodu', 'Starszy towar z przodu (FIFO)', 'Bez znaczenia'],
          correct: 1,
        },
        {
          text: 'Jaka temperatura obowiązuje w ladzie chłodniczej z nabiałem?',
          answers: ['Od 2°C do 6°C', 'Od 8°C do 12°C', 'Poniżej 0°C'],
          correct: 0,
        },
        {
          text: 'Co zrobić z produktem po terminie przydatności do spożycia?',
          answers: ['Przecenić o połowę', 'Wycofać ze sprzedaży', 'Przełożyć na koniec półki'],
          correct: 1,
        },
      ],
      who: { demo: { status: 'done', daysAgo: 20, attempts: 2 }, frsh: OPEN },
    },
    {
      title: 'Zdjęcie półki z kawą',
      description: `Zdjęcie półki z kawami z promocji ${lastPromotion.genitive}.`,
      kind: 'photo',
      points: 100,
      starts: -30,
      deadline: -5,
      art: 'coffeeShelf',
      who: { demo: OPEN, frsh: OPEN },
    },
    {
      title: preorder.title,
      description: `Potwierdź zamówienie ${preorder.goods} z katalogu sezonowego.`,
      kind: 'confirm',
      points: 25,
      starts: -90,
      deadline: -60,
      art: 'clipboard',
      who: { demo: OPEN, frsh: OPEN },
    },
    {
      title: 'Potwierdź dostawę świeżych warzyw',
      description:
        'Potwierdź, że pierwsza dostawa warzyw z programu FRSH dotarła w dobrym stanie. Punkty w walucie lp.',
      kind: 'confirm',
      points: 15,
      currency: 'lp',
      starts: -1,
      deadline: 7,
      art: 'vegCrate',
      who: { frsh: OPEN },
    },
  ];
}

/** The frames' hues by kind: the colours the site gives the kinds (green, blue, orange). */
const KIND_HUES: Record<TaskKind, number> = { confirm: 140, quiz: 214, photo: 26 };

export async function seedTasks(ctx: SeedContext): Promise<void> {
  const { tx, clock, participants } = ctx;
  for (const spec of taskSpecs(clock)) {
    const imageId = await insertImage(
      tx,
      illustration(taskArt(ART[spec.art], spec.kind), { frame: 'card', hue: KIND_HUES[spec.kind] }),
    );
    const currency = spec.currency ?? 'vp';
    const [task] = await tx.query<{ id: number }>(
      `insert into task (title, description, kind, points, currency, starts_at, deadline, image_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        spec.title,
        spec.description,
        spec.kind,
        spec.points,
        currency,
        warsawDayFrom(clock, spec.starts, 'start'),
        warsawDayFrom(clock, spec.deadline, 'end'),
        imageId,
      ],
    );
    const taskId = task!.id;

    for (const [qIndex, question] of (spec.questions ?? []).entries()) {
      const [row] = await tx.query<{ id: number }>(
        'insert into task_question (task_id, position, text) values ($1, $2, $3) returning id',
        [taskId, qIndex + 1, question.text],
      );
      for (const [aIndex, answer] of question.answers.entries()) {
        await tx.query('insert into task_answer (question_id, position, text, correct) values ($1, $2, $3, $4)', [
          row!.id,
          aIndex + 1,
          answer,
          aIndex === question.correct,
        ]);
      }
    }

    for (const who of ['demo', 'frsh'] as const) {
      const assignment = spec.who[who];
      if (!assignment) continue;
      const participantId = participants[who];
      const completedAt = assignment.status === 'done' ? daysFrom(clock, -assignment.daysAgo) : null;
      await tx.query(
        `insert into task_assignment (task_id, participant_id, status, completed_at, attempts)
         values ($1, $2, $3, $4, $5)`,
        [
          taskId,
          participantId,
          assignment.status,
          completedAt,
          assignment.status === 'done' ? (assignment.attempts ?? (spec.kind === 'quiz' ? 1 : 0)) : 0,
        ],
      );
      if (completedAt) {
        await appendLedger(tx, clock, [
          {
            participantId,
            currency,
            kind: 'earned',
            amount: spec.points,
            sourceType: 'task',
            sourceId: taskId,
            description: `Zadanie: ${spec.title}`,
            expiresAt: new Date(completedAt.getTime() + 365 * 86_400_000),
          },
        ]);
      }
    }
  }
}
