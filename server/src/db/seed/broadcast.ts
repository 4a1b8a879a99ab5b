import type { Clock } from '../../clock.ts';
import { ART, type ArtKey } from './art/index.ts';
import { bannerPicture, type BannerCopy } from './art/banner.ts';
import { CATALOGUE } from './awards-catalogue.ts';
import type { SeedContext } from './context.ts';
import { daysFrom, insertImage } from './context.ts';
import { periodsAround } from './plans.ts';
import { SEASONS, seasonAt } from './season.ts';
import { taskSpecs } from './tasks.ts';
import { formatNumber } from '../../../../shared/format/number.ts';
import { countWords, warsawDate } from './words.ts';

export interface BannerSeed {
  copy: BannerCopy;
  /** The drawings on its right. */
  art: [ArtKey, ArtKey?];
  hue: number;
  /** Seconds on screen; null = the client's default (5 s). */
  time: number | null;
  url?: string;
  /** Only this group sees it. */
  group?: string;
  /** Days from now; defaults: shown from a month ago, open-ended. */
  from?: number;
  to?: number;
}

/** The award the coffee banner and the popup speak of, and its price. */
export const COFFEE_AWARD = 'Ekspres ciśnieniowy automatyczny';
/** The tasks the tasks banners speak of. */
export const PHOTO_TASK = 'Zrób zdjęcie ekspozycji napojów';
export const QUIZ_TASK = 'Quiz: nowości w dziale napojów';

function catalogueItem(name: string) {
  const item = CATALOGUE.flatMap((g) => g.categories.flatMap((c) => c.items)).find((i) => i.name === name);
  if (!item) throw new Error(`Award not in the catalogue: ${name}`);
  return item;
}

function task(clock: Clock, title: string) {
  const spec = taskSpecs(clock).find((t) => t.title === title);
  if (!spec) throw new Error(`Task not in the demo: ${title}`);
  return spec;
}

/**
 * Sections by the spec's codes, each with its banners in display order. Numbers come from
 * the data they speak of (a task's points, a quiz's questions, an award's price), so the
 * words cannot drift from it; broadcast.test.ts checks them against the API as well.
 */
export function bannerSections(clock: Clock): { code: string; name: string; banners: BannerSeed[] }[] {
  const photo = task(clock, PHOTO_TASK);
  const quiz = task(clock, QUIZ_TASK);
  const action = SEASONS[seasonAt(clock, 14)].action;
  const next = periodsAround(clock).find((p) => p.key === 'next')!;
  const coffee = catalogueItem(COFFEE_AWARD);
  return [
    {
      code: 'app_3_goals',
      name: 'Moje cele',
      banners: [
        {
          copy: { title: ['Punkty ×2'], detail: ['za wyróżnione', 'cele'] },
          art: ['star', 'chart'],
          hue: 145,
          time: 7,
          url: '/goals',
        },
        {
          copy: { title: ['Nowe cele', 'na kwartał'], detail: [`od ${warsawDate(next.startsAt)}`] },
          art: ['clipboard', 'sparkleBox'],
          hue: 200,
          time: null,
        },
        {
          copy: { title: ['Hurtownia', 'online 24/7'], detail: ['dostawa jutro'] },
          art: ['laptop', 'parcel'],
          hue: 25,
          time: 4,
          url: 'https://www.punkty.example/hurtownia',
        },
        // Ended ten days ago: never listed.
        {
          copy: { title: SEASONS[seasonAt(clock, -25)].ended.banner, detail: ['zakończona'] },
          art: ['coins'],
          hue: 330,
          time: 5,
          from: -40,
          to: -10,
        },
      ],
    },
    {
      code: 'app_3_tasks',
      name: 'Zadania',
      banners: [
        {
          copy: {
            title: ['Zdjęcie półki', 'z napojami'],
            detail: [`+${formatNumber(photo.points)} ${photo.currency ?? 'vp'}`],
          },
          art: ['camera', 'glassFridge'],
          hue: 95,
          time: 4,
        },
        {
          copy: {
            title: ['Quiz: napoje'],
            detail: [
              countWords(quiz.questions!.length, ['pytanie', 'pytania', 'pytań']),
              `+${formatNumber(quiz.points)} ${quiz.currency ?? 'vp'}`,
            ],
          },
          art: ['question', 'bottles'],
          hue: 260,
          time: 10,
          url: '/tasks',
        },
        // Starts next week: not listed yet.
        {
          copy: { title: action.banner, detail: ['już wkrótce'] },
          art: [action.art, 'leaflet'],
          hue: 10,
          time: 6,
          from: 7,
        },
      ],
    },
    {
      code: 'app_3_history',
      name: 'Historia',
      banners: [
        {
          copy: { title: ['Historia', 'punktów'], detail: ['jak na dłoni'] },
          art: ['document', 'coins'],
          hue: 175,
          time: null,
        },
        {
          copy: { title: ['Ważność', 'punktów'], detail: ['12 miesięcy'] },
          art: ['wallClock', 'coins'],
          hue: 45,
          time: 7,
          url: '/rules',
        },
      ],
    },
    {
      code: 'app_3_profile',
      name: 'Profil',
      banners: [
        // Both demo participants: demo has an account number to check, frsh none yet.
        {
          copy: { title: ['Sprawdź', 'numer konta'], detail: ['do przelewów'] },
          art: ['banknotes', 'document'],
          hue: 120,
          time: 10,
        },
        // Neither demo participant has the SMS consent on.
        {
          copy: { title: ['Akcje', 'przez SMS'], detail: ['włącz zgodę'] },
          art: ['smartphone', 'leaflet'],
          hue: 285,
          time: null,
        },
        {
          copy: { title: ['Bezpieczne', 'konto'], detail: ['zmień hasło'] },
          art: ['escapeRoom', 'check'],
          hue: 215,
          time: 4,
        },
      ],
    },
    {
      code: 'app_3_awards',
      name: 'Nagrody',
      banners: [
        {
          copy: { title: ['Ponad 200', 'nagród'], detail: ['w katalogu'] },
          art: ['groupCards', 'headphones'],
          hue: 150,
          time: 7,
          url: '/awards-catalog',
        },
        {
          copy: {
            title: ['Ekspres', 'do kawy'],
            detail: [`za ${formatNumber(coffee.price)} ${coffee.currency ?? 'vp'}`],
          },
          art: [coffee.art, 'cafe'],
          hue: 20,
          time: null,
          url: '/awards-catalog',
        },
        {
          copy: { title: ['Nowości', 'w katalogu'], detail: ['co miesiąc'] },
          art: ['sparkleBox', 'smartwatch'],
          hue: 355,
          time: 10,
          url: '/awards-catalog',
        },
        {
          copy: { title: ['Nagrody', 'za punkty lp'], detail: ['dla Świeżości'] },
          art: ['juicer', 'wickerBasket'],
          hue: 75,
          time: 5,
          url: '/awards-catalog',
          group: 'FRSH',
        },
      ],
    },
    {
      code: 'app_3_rules',
      name: 'Zasady',
      banners: [
        {
          copy: { title: ['Regulamin', 'programu'], detail: ['w pigułce'] },
          art: ['document', 'check'],
          hue: 230,
          time: 8,
        },
      ],
    },
  ];
}

export async function seedBroadcast(ctx: SeedContext): Promise<void> {
  for (const section of bannerSections(ctx.clock)) {
    const [row] = await ctx.tx.query<{ id: number }>(
      'insert into banner_section (code, name) values ($1, $2) returning id',
      [section.code, section.name],
    );
    for (const [position, b] of section.banners.entries()) {
      const [main, second] = b.art;
      const imageId = await insertImage(
        ctx.tx,
        bannerPicture(b.copy, b.hue, [ART[main], second ? ART[second] : undefined]),
      );
      await ctx.tx.query(
        `insert into banner (section_id, url, image_id, broadcast_time, position, group_code, active_from, active_to)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          row!.id,
          b.url ?? null,
          imageId,
          b.time,
          position + 1,
          b.group ?? null,
          daysFrom(ctx.clock, b.from ?? -30),
          b.to === undefined ? null : daysFrom(ctx.clock, b.to),
        ],
      );
    }
  }
  await seedPopups(ctx);
}

// ---- Popup: Draft.js raw content (D2) ----------------------------------------------------

type Style = 'BOLD' | 'ITALIC' | 'UNDERLINE' | 'STRIKETHROUGH';

/** A raw Draft.js block; offsets are found from the marked substrings so they never drift. */
function block(
  key: string,
  type: string,
  text: string,
  marks: { styles?: [string, Style][]; links?: [string, number][] } = {},
) {
  const at = (part: string) => {
    const offset = text.indexOf(part);
    if (offset < 0) throw new Error(`"${part}" is not in "${text}"`);
    return { offset, length: part.length };
  };
  return {
    key,
    text,
    type,
    depth: 0,
    inlineStyleRanges: (marks.styles ?? []).map(([part, style]) => ({ ...at(part), style })),
    entityRanges: (marks.links ?? []).map(([part, entity]) => ({ ...at(part), key: entity })),
    data: {},
  };
}

const RULES_URL = 'https://www.punkty.example/akcje/podwojne-punkty';

/** The running action's popup: what the goals banner and the featured plans' descriptions say. */
function doublePointsPopup(clock: Clock) {
  const photo = task(clock, PHOTO_TASK);
  const coffee = catalogueItem(COFFEE_AWARD);
  return {
    blocks: [
      block('hdr01', 'header-two', 'Podwójne punkty za cele'),
      block(
        'par01',
        'unstyled',
        'Do końca akcji cele wyróżnione gwiazdką dają dwa razy więcej punktów: ich progi pokazują już podwojone punkty.',
        { styles: [['dwa razy więcej punktów', 'BOLD']] },
      ),
      block('par02', 'unstyled', 'Jak wziąć udział?', { styles: [['Jak wziąć udział?', 'ITALIC']] }),
      block('ol001', 'ordered-list-item', 'Sprawdź wyróżnione cele w zakładce Moje cele.', {
        styles: [['Moje cele', 'BOLD']],
      }),
      block('ol002', 'ordered-list-item', 'Zamawiaj w hurtowni jak zwykle — punkty naliczymy same.'),
      block('ol003', 'ordered-list-item', 'Wymieniaj punkty na nagrody z katalogu.'),
      block('par03', 'unstyled', 'Co jeszcze czeka na Ciebie:'),
      block(
        'ul001',
        'unordered-list-item',
        `zadanie ze zdjęciem półki z napojami za ${countWords(photo.points, ['punkt', 'punkty', 'punktów'])},`,
      ),
      block(
        'ul002',
        'unordered-list-item',
        `ekspres do kawy w katalogu nagród za ${countWords(coffee.price, ['punkt', 'punkty', 'punktów'])},`,
        { styles: [['ekspres do kawy', 'UNDERLINE']] },
      ),
      block('ul003', 'unordered-list-item', 'nowości w katalogu co miesiąc.', { styles: [['nowości', 'BOLD']] }),
      block('par04', 'unstyled', 'Szczegóły znajdziesz w regulaminie akcji. Powodzenia!', {
        links: [['regulaminie akcji', 0]],
        styles: [['Powodzenia!', 'ITALIC']],
      }),
    ],
    entityMap: {
      0: { type: 'LINK', mutability: 'MUTABLE', data: { url: RULES_URL, targetOption: '_blank' } },
    },
  };
}

const endedPopup = (name: string) => ({
  blocks: [block('hdr01', 'header-two', name), block('par01', 'unstyled', 'Akcja zakończona. Dziękujemy za udział!')],
  entityMap: {},
});

async function seedPopups(ctx: SeedContext) {
  const insert = (name: string, content: unknown, from: number, to: number) =>
    ctx.tx.query('insert into popup (name, text_content, active_from, active_to) values ($1, $2, $3, $4)', [
      name,
      JSON.stringify(content),
      daysFrom(ctx.clock, from),
      daysFrom(ctx.clock, to),
    ]);
  const ended = SEASONS[seasonAt(ctx.clock, -25)].ended.name;
  await insert(ended, endedPopup(ended), -45, -10);
  await insert('Akcja: podwójne punkty za cele', doublePointsPopup(ctx.clock), -14, 46);
}
