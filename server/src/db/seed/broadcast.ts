import type { SeedContext } from './context.ts';
import { daysFrom, insertImage } from './context.ts';
import { svgPicture } from './pictures.ts';

interface BannerSeed {
  title: string;
  subtitle: string;
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

/** Sections by the spec's codes, each with its banners in display order. */
const SECTIONS: { code: string; name: string; banners: BannerSeed[] }[] = [
  {
    code: 'app_3_goals',
    name: 'Moje cele',
    banners: [
      {
        title: 'Podwójne punkty za cele',
        subtitle: 'Każdy zrealizowany plan liczy się teraz 2×',
        hue: 145,
        time: 7,
        url: '/goals',
      },
      { title: 'Nowe plany sprzedażowe', subtitle: 'Sprawdź cele na najbliższe tygodnie', hue: 200, time: null },
      {
        title: 'Zamawiaj w hurtowni 24/7',
        subtitle: 'Sklep internetowy z dostawą następnego dnia',
        hue: 25,
        time: 4,
        url: 'https://www.punkty.example/hurtownia',
      },
      // Ended ten days ago: never listed.
      { title: 'Majówka z punktami', subtitle: 'Akcja zakończona', hue: 330, time: 5, from: -40, to: -10 },
    ],
  },
  {
    code: 'app_3_tasks',
    name: 'Zadania',
    banners: [
      {
        title: 'Zadanie tygodnia: zdjęcie półki',
        subtitle: 'Pokaż ekspozycję napojów i zgarnij 30 punktów',
        hue: 95,
        time: 4,
      },
      {
        title: 'Quiz o nowościach',
        subtitle: 'Pięć pytań, 50 punktów, dwie minuty',
        hue: 260,
        time: 10,
        url: '/tasks',
      },
      // Starts next week: not listed yet.
      { title: 'Zadania na sezon grillowy', subtitle: 'Już wkrótce', hue: 10, time: 6, from: 7 },
    ],
  },
  {
    code: 'app_3_history',
    name: 'Historia',
    banners: [
      {
        title: 'Wszystkie punkty w jednym miejscu',
        subtitle: 'Zobacz, za co je zdobyłeś i na co wydałeś',
        hue: 175,
        time: null,
      },
      {
        title: 'Punkty ważne 12 miesięcy',
        subtitle: 'Sprawdź w zasadach, kiedy wygasają',
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
      { title: 'Uzupełnij numer konta', subtitle: 'Nagrody pieniężne wypłacamy przelewem', hue: 120, time: 10 },
      {
        title: 'Zgody = więcej promocji',
        subtitle: 'Włącz powiadomienia SMS o akcjach specjalnych',
        hue: 285,
        time: null,
      },
      { title: 'Bezpieczne konto', subtitle: 'Zmieniaj hasło co kilka miesięcy', hue: 215, time: 4 },
    ],
  },
  {
    code: 'app_3_awards',
    name: 'Nagrody',
    banners: [
      {
        title: 'Ponad 200 nagród w katalogu',
        subtitle: 'Elektronika, dom, wyposażenie sklepu i bony',
        hue: 150,
        time: 7,
        url: '/awards-catalog',
      },
      {
        title: 'Ekspres do kawy za punkty',
        subtitle: 'Nagroda miesiąca w obniżonej cenie',
        hue: 20,
        time: null,
        url: '/awards-catalog',
      },
      {
        title: 'Wyprzedaż nagród',
        subtitle: 'Do –20% punktów na wybrane nagrody',
        hue: 355,
        time: 10,
        url: 'https://www.punkty.example/wyprzedaz-nagrod',
      },
      {
        title: 'Nagrody za świeże punkty',
        subtitle: 'Tylko dla grupy Świeżość: wymieniaj lp na nagrody',
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
    banners: [{ title: 'Regulamin programu Punkty', subtitle: 'Najważniejsze zasady w pigułce', hue: 230, time: 8 }],
  },
];

export async function seedBroadcast(ctx: SeedContext): Promise<void> {
  for (const section of SECTIONS) {
    const [row] = await ctx.tx.query<{ id: number }>(
      'insert into banner_section (code, name) values ($1, $2) returning id',
      [section.code, section.name],
    );
    for (const [position, b] of section.banners.entries()) {
      const imageId = await insertImage(
        ctx.tx,
        svgPicture({ width: 1200, height: 250, motif: 'banner', title: b.title, subtitle: b.subtitle, hue: b.hue }),
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

const doublePointsPopup = {
  blocks: [
    block('hdr01', 'header-two', 'Podwójne punkty za cele'),
    block('par01', 'unstyled', 'Do końca akcji każdy zrealizowany cel sprzedażowy daje dwa razy więcej punktów.', {
      styles: [['dwa razy więcej punktów', 'BOLD']],
    }),
    block('par02', 'unstyled', 'Jak wziąć udział?', { styles: [['Jak wziąć udział?', 'ITALIC']] }),
    block('ol001', 'ordered-list-item', 'Sprawdź swoje cele w zakładce Moje cele.', {
      styles: [['Moje cele', 'BOLD']],
    }),
    block('ol002', 'ordered-list-item', 'Zamawiaj w hurtowni jak zwykle — punkty naliczymy same.'),
    block('ol003', 'ordered-list-item', 'Wymieniaj punkty na nagrody z katalogu.'),
    block('par03', 'unstyled', 'Co jeszcze czeka na Ciebie:'),
    block('ul001', 'unordered-list-item', 'nowe zadania z nagrodami co tydzień,'),
    block('ul002', 'unordered-list-item', 'losowanie ekspresu do kawy wśród aktywnych sklepów,', {
      styles: [['ekspresu do kawy', 'UNDERLINE']],
    }),
    block('ul003', 'unordered-list-item', 'wyprzedaż wybranych nagród do –20%.', { styles: [['do –20%', 'BOLD']] }),
    block('par04', 'unstyled', 'Szczegóły znajdziesz w regulaminie akcji. Powodzenia!', {
      links: [['regulaminie akcji', 0]],
      styles: [['Powodzenia!', 'ITALIC']],
    }),
  ],
  entityMap: {
    0: { type: 'LINK', mutability: 'MUTABLE', data: { url: RULES_URL, targetOption: '_blank' } },
  },
};

const mayPopup = {
  blocks: [
    block('hdr01', 'header-two', 'Majówka z punktami'),
    block('par01', 'unstyled', 'Akcja zakończona. Dziękujemy za udział!'),
  ],
  entityMap: {},
};

async function seedPopups(ctx: SeedContext) {
  const insert = (name: string, content: unknown, from: number, to: number) =>
    ctx.tx.query('insert into popup (name, text_content, active_from, active_to) values ($1, $2, $3, $4)', [
      name,
      JSON.stringify(content),
      daysFrom(ctx.clock, from),
      daysFrom(ctx.clock, to),
    ]);
  await insert('Majówka z punktami', mayPopup, -45, -10);
  await insert('Akcja: podwójne punkty za cele', doublePointsPopup, -14, 46);
}
