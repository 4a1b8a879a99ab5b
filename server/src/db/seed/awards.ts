import type { Clock } from '../../clock.ts';
import type { DeliveryMethod } from '../../domain/awards.ts';
import { appendLedger, type LedgerEntry } from '../../domain/ledger.ts';
import type { Queryable } from '../types.ts';
import { CATALOGUE, LP_AWARDS, type CatalogueItem } from './awards-catalogue.ts';
import { ART, type ArtKey } from './art/index.ts';
import { variantColour } from './art/paint.ts';
import { illustration, type Picture } from './art/scene.ts';
import { daysFrom, insertImage, type SeedContext } from './context.ts';

/** What each delivery method means for the participant, as the last paragraph of a description. */
const DELIVERY_TEXT: Record<DeliveryMethod, string> = {
  MA: 'Kwotę przelejemy na konto bankowe podane w zamówieniu w ciągu 14 dni roboczych. Formularz podpowiada numer konta z profilu: sprawdź, czy jest aktualny.',
  MT: 'Nagrodę dostarczy kurier na adres podany w zamówieniu, zwykle w ciągu 7 dni roboczych. Kurier zadzwoni lub wyśle SMS przed dostawą.',
  MV: 'Voucher wyślemy e-mailem jako plik PDF zabezpieczony hasłem; hasło przyjdzie SMS-em na numer telefonu podany w zamówieniu.',
  CB: 'Kartę wydamy w systemie sprzedawcy: jej kod zobaczysz w szczegółach zamówienia, a potwierdzenie przyjdzie e-mailem.',
  GFCA: 'Kartę wydamy w systemie sprzedawcy: jej kod zobaczysz w szczegółach zamówienia, a potwierdzenie przyjdzie e-mailem.',
};

/** A small deterministic generator, so the demo catalogue is the same on every start. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts rows in multi-row statements; returns the generated ids in row order. */
async function insertRows(
  q: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
  chunk = 200,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const params: unknown[] = [];
    const tuples = part.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`);
    const inserted = await q.query<{ id: number }>(
      `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} returning id`,
      params,
    );
    // Identity values follow the order of the VALUES rows within one statement.
    ids.push(...inserted.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

async function insertPictures(q: Queryable, pictures: Picture[]): Promise<number[]> {
  return insertRows(
    q,
    'image',
    ['mime_type', 'content'],
    pictures.map((p) => [p.mimeType, p.content]),
    100,
  );
}

/** The picture of an award and its grey twin for when it cannot be ordered. */
function awardPictures(look: AwardLook): [Picture, Picture] {
  const options = { frame: 'card', hue: look.hue, main: look.main } as const;
  return [illustration(ART[look.art], options), illustration(ART[look.art], { ...options, inactive: true })];
}

/** What an award's pictures show: its drawing, the frame's hue and the thing's own colour. */
interface AwardLook {
  art: ArtKey;
  hue: number;
  main?: string;
}

interface AwardRow {
  groupId: number;
  categoryId: number;
  name: string;
  short: string;
  description: string;
  price: number;
  currency: 'vp' | 'lp';
  delivery: DeliveryMethod;
  limit: number | null;
  stock: number | null;
  active: boolean;
  createdAt: Date;
  popularity: number;
  look: AwardLook;
}

const AWARD_COLUMNS = [
  'group_id',
  'category_id',
  'name',
  'short_description',
  'description',
  'price',
  'currency',
  'delivery_method',
  'user_limit',
  'remaining_amount',
  'active_image_id',
  'inactive_image_id',
  'active',
  'created_at',
  'popularity',
];

/** Pictures in batches, then the awards in batches; returns the awards' ids in order. */
async function insertAwards(q: Queryable, rows: AwardRow[]): Promise<number[]> {
  const pictureIds = await insertPictures(
    q,
    rows.flatMap((r) => awardPictures(r.look)),
  );
  return insertRows(
    q,
    'award',
    AWARD_COLUMNS,
    rows.map((r, i) => [
      r.groupId,
      r.categoryId,
      r.name,
      r.short,
      r.description,
      r.price,
      r.currency,
      r.delivery,
      r.limit,
      r.stock,
      pictureIds[2 * i],
      pictureIds[2 * i + 1],
      r.active,
      r.createdAt,
      r.popularity,
    ]),
  );
}

function describe(item: CatalogueItem, about: string, delivery: DeliveryMethod, variant?: string): string {
  const paragraphs = [
    variant ? `${item.short} Wariant: ${variant}.` : item.short,
    item.about ?? about,
    DELIVERY_TEXT[delivery],
  ];
  if (item.limit) paragraphs.push(`Jeden uczestnik może zamówić najwyżej ${item.limit} szt. tej nagrody.`);
  return paragraphs.join('\n\n');
}

/** The demo catalogue: groups with pictures, categories, and every award with two pictures. */
async function seedCatalogue(ctx: SeedContext): Promise<Map<string, number>> {
  const { tx, clock } = ctx;
  const groupPictureIds = await insertPictures(
    tx,
    CATALOGUE.map((g) => illustration(ART[g.art], { frame: 'card', hue: g.hue })),
  );
  const groupIds = await insertRows(
    tx,
    'award_group',
    ['name', 'description', 'image_id', 'position'],
    CATALOGUE.map((g, i) => [g.name, g.description, groupPictureIds[i], i + 1]),
  );
  const categoryKeys = CATALOGUE.flatMap((g, gi) => g.categories.map((c, ci) => ({ gi, c, ci })));
  const categoryIds = await insertRows(
    tx,
    'award_category',
    ['group_id', 'name', 'position'],
    categoryKeys.map(({ gi, c, ci }) => [groupIds[gi], c.name, ci + 1]),
  );
  const categoryIdOf = new Map(categoryKeys.map((k, i) => [`${CATALOGUE[k.gi]!.name}/${k.c.name}`, categoryIds[i]!]));

  const random = prng(2026);
  const drafts: Omit<AwardRow, 'createdAt' | 'popularity'>[] = [];
  const add = (gi: number, categoryName: string, item: CatalogueItem, about: string, delivery: DeliveryMethod) => {
    const group = CATALOGUE[gi]!;
    const categoryIndex = group.categories.findIndex((c) => c.name === categoryName);
    const categoryId = categoryIdOf.get(`${group.name}/${categoryName}`);
    if (categoryId == null) throw new Error(`Unknown award category ${group.name}/${categoryName}`);
    const method = item.delivery ?? delivery;
    const base = {
      groupId: groupIds[gi]!,
      categoryId,
      short: item.short,
      currency: item.currency ?? ('vp' as const),
      delivery: method,
      active: !item.inactive,
    };
    // Each category shifts its group's hue a little, so neighbours in a list differ.
    const hue = (group.hue + (categoryIndex - 1.5) * 9 + 360) % 360;
    const look = (variant?: string): AwardLook => ({ art: item.art, hue, main: variantColour(variant) });
    // Limits and stock where the catalogue names them, and on a few more items at random.
    const limit = () => item.limit ?? (random() < 0.1 ? [1, 2, 3, 5][Math.floor(random() * 4)]! : null);
    const stock = () => item.stock ?? (random() < 0.12 ? 3 + Math.floor(random() * 45) : null);
    if (item.nominals) {
      for (const v of item.nominals) {
        drafts.push({
          ...base,
          name: item.name.replace('{v}', String(v)),
          short: `${item.short} Wartość karty: ${v} zł.`,
          description: describe(item, about, method, `${v} zł`),
          price: v * 10,
          limit: limit(),
          stock: stock(),
          look: look(),
        });
      }
    } else {
      for (const variant of item.variants ?? [undefined]) {
        drafts.push({
          ...base,
          name: variant ? `${item.name} — ${variant}` : item.name,
          description: describe(item, about, method, variant),
          price: item.price,
          limit: limit(),
          stock: stock(),
          look: look(variant),
        });
      }
    }
  };
  CATALOGUE.forEach((group, gi) => {
    for (const category of group.categories)
      for (const item of category.items) add(gi, category.name, item, category.about, category.delivery);
  });
  for (const item of LP_AWARDS) {
    const gi = CATALOGUE.findIndex((g) => g.name === item.group);
    const category = CATALOGUE[gi]?.categories.find((c) => c.name === item.category);
    if (!category) throw new Error(`Unknown award category ${item.group}/${item.category}`);
    add(gi, item.category, item, category.about, category.delivery);
  }

  const rows: AwardRow[] = drafts.map((d, i) => {
    // About one in sixteen entered the catalogue within the last month (the "new" badge).
    const fresh = i % 16 === 5;
    const daysAgo = fresh ? 1 + ((i * 7) % 27) : 35 + ((i * 37) % 500);
    // Cheaper awards are ordered more often.
    const popularity = Math.round(1000 * random() * (d.price < 1000 ? 1 : d.price < 5000 ? 0.6 : 0.3));
    return {
      ...d,
      createdAt: new Date(daysFrom(clock, -daysAgo).getTime() - Math.floor(random() * 86_400_000)),
      popularity,
    };
  });
  const ids = await insertAwards(tx, rows);
  return new Map(rows.map((r, i) => [r.name, ids[i]!]));
}

/** A few wished awards for each demo participant, so the wish list is never empty. */
async function seedWishes(ctx: SeedContext, awardIdByName: Map<string, number>) {
  const { tx, clock, participants } = ctx;
  const wishes: [number, string, number][] = [
    [participants.demo, 'Słuchawki bezprzewodowe nauszne — czarne', -20],
    [participants.demo, 'Ekspres ciśnieniowy automatyczny', -14],
    [participants.demo, 'Weekend w SPA dla dwojga', -6],
    [participants.demo, 'Karta paliwowa 200 zł', -2],
    [participants.frsh, 'Wyciskarka wolnoobrotowa do soków', -11],
    [participants.frsh, 'Rower miejski 28" — damski', -8],
    [participants.frsh, 'Kosiarka akumulatorowa', -3],
  ];
  for (const [participantId, name, days] of wishes) {
    const awardId = awardIdByName.get(name);
    if (awardId == null) throw new Error(`Wished award not in the catalogue: ${name}`);
    await tx.query('insert into award_wish (participant_id, award_id, created_at) values ($1, $2, $3)', [
      participantId,
      awardId,
      daysFrom(clock, days),
    ]);
  }
}

/**
 * Ledger entries of the catalogue's own concern: the starting balances, a few corrections,
 * points that already expired and points that expire within the next 60 days. Each entry
 * is written at its own moment in the past through a clock pinned to that moment.
 */
async function seedBalances(ctx: SeedContext) {
  const { tx, clock, participants } = ctx;
  const at = (days: number): Clock => ({ now: () => daysFrom(clock, days) });
  const entry = (e: Omit<LedgerEntry, 'sourceType'> & { sourceType?: LedgerEntry['sourceType'] }): LedgerEntry => ({
    sourceType: 'correction',
    ...e,
  });
  // Invoices and quarters named relative to the seed's now, like every other date of the demo.
  const warsaw = (days: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: 'numeric',
    }).formatToParts(daysFrom(clock, days));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return { month: get('month'), year: get('year') };
  };
  const invoice = (days: number, number: string) => {
    const { year, month } = warsaw(days);
    return `FV/${year}/${String(month).padStart(2, '0')}/${number}`;
  };
  const quarterBefore = (days: number) => ['IV', 'I', 'II', 'III'][Math.floor((warsaw(days).month - 1) / 3)];
  const plan: [number, LedgerEntry][] = [
    // demo: vp only
    [
      -420,
      entry({
        participantId: participants.demo,
        currency: 'vp',
        kind: 'earned',
        amount: 250,
        description: 'Premia za udział w pilotażu programu',
        expiresAt: daysFrom(clock, -55),
      }),
    ],
    [
      -330,
      entry({
        participantId: participants.demo,
        currency: 'vp',
        kind: 'earned',
        amount: 3500,
        description: 'Saldo początkowe',
        expiresAt: daysFrom(clock, 35),
      }),
    ],
    [
      -55,
      entry({
        participantId: participants.demo,
        currency: 'vp',
        kind: 'expired',
        amount: 250,
        sourceType: 'expiry',
        description: 'Wygaśnięcie punktów: premia za udział w pilotażu programu',
      }),
    ],
    [
      -40,
      entry({
        participantId: participants.demo,
        currency: 'vp',
        kind: 'earned',
        amount: 400,
        description: `Premia za terminowe płatności faktur (${quarterBefore(-40)} kwartał)`,
        expiresAt: daysFrom(clock, 52),
      }),
    ],
    [
      -12,
      entry({
        participantId: participants.demo,
        currency: 'vp',
        kind: 'correction',
        amount: 120,
        description: `Korekta: punkty za fakturę ${invoice(-60, '118')} naliczone ponownie`,
      }),
    ],
    [
      -6,
      entry({
        participantId: participants.demo,
        currency: 'vp',
        kind: 'correction',
        amount: -80,
        description: `Korekta: zwrot towaru z faktury ${invoice(-15, '031')}`,
      }),
    ],
    // frsh: vp and lp
    [
      -400,
      entry({
        participantId: participants.frsh,
        currency: 'lp',
        kind: 'earned',
        amount: 120,
        description: 'Premia powitalna programu Świeżość',
        expiresAt: daysFrom(clock, -35),
      }),
    ],
    [
      -390,
      entry({
        participantId: participants.frsh,
        currency: 'vp',
        kind: 'earned',
        amount: 300,
        description: 'Premia za udział w pilotażu programu',
        expiresAt: daysFrom(clock, -25),
      }),
    ],
    [
      -300,
      entry({
        participantId: participants.frsh,
        currency: 'vp',
        kind: 'earned',
        amount: 2500,
        description: 'Saldo początkowe',
        expiresAt: daysFrom(clock, 50),
      }),
    ],
    [
      -300,
      entry({
        participantId: participants.frsh,
        currency: 'lp',
        kind: 'earned',
        amount: 800,
        description: 'Saldo początkowe',
        expiresAt: daysFrom(clock, 20),
      }),
    ],
    [
      -35,
      entry({
        participantId: participants.frsh,
        currency: 'lp',
        kind: 'expired',
        amount: 120,
        sourceType: 'expiry',
        description: 'Wygaśnięcie punktów: premia powitalna programu Świeżość',
      }),
    ],
    [
      -25,
      entry({
        participantId: participants.frsh,
        currency: 'vp',
        kind: 'expired',
        amount: 300,
        sourceType: 'expiry',
        description: 'Wygaśnięcie punktów: premia za udział w pilotażu programu',
      }),
    ],
    [
      -9,
      entry({
        participantId: participants.frsh,
        currency: 'lp',
        kind: 'correction',
        amount: 60,
        description: 'Korekta: bonus za ekspozycję świeżych produktów',
      }),
    ],
    [
      -4,
      entry({
        participantId: participants.frsh,
        currency: 'vp',
        kind: 'correction',
        amount: -40,
        description: 'Korekta: błędnie naliczone punkty za zadanie',
      }),
    ],
  ];
  for (const [days, e] of plan) await appendLedger(tx, at(days), [e]);
}

export async function seedAwards(ctx: SeedContext): Promise<void> {
  const awardIdByName = await seedCatalogue(ctx);
  await seedWishes(ctx, awardIdByName);
  await seedBalances(ctx);
}

// ---------------------------------------------------------------------------------------
// Many awards, for the benchmark and the large-catalogue test

/** The generated awards' words, each with its picture. */
const GENERATED: [word: string, art: ArtKey][] = [
  ['Zestaw', 'toolbox'],
  ['Kubek', 'cafe'],
  ['Plecak', 'backpack'],
  ['Lampa', 'floorLamp'],
  ['Karta', 'cardGrocery'],
  ['Voucher', 'ticket'],
  ['Głośnik', 'speaker'],
  ['Ręcznik', 'towels'],
  ['Ekspres', 'espresso'],
  ['Łopata', 'shovel'],
];

/**
 * Adds `count` generated awards ("Nagroda testowa 00001 — Zestaw", …) spread over the
 * existing categories, prices 50–20 000, every tenth in lp, with a picture per word (ten in all).
 * Returns the first and last number used, so repeated runs never repeat a name.
 */
export async function insertGeneratedAwards(
  q: Queryable,
  clock: Clock,
  count: number,
): Promise<{ inserted: number; first: number; last: number }> {
  let categories = await q.query<{ id: number; group_id: number }>(
    'select id, group_id from award_category order by id',
  );
  if (categories.length === 0) {
    const [group] = await q.query<{ id: number }>(
      `insert into award_group (name, description, position) values ('Nagrody testowe', '', 99) returning id`,
    );
    categories = await q.query(
      `insert into award_category (group_id, name) values ($1, 'Różne') returning id, group_id`,
      [group!.id],
    );
  }
  const pictures: number[][] = [];
  for (const [i, [, art]] of GENERATED.entries()) {
    const [active, inactive] = awardPictures({ art, hue: (i * 36) % 360 });
    pictures.push([await insertImage(q, active), await insertImage(q, inactive)]);
  }
  const [{ n: before } = { n: 0 }] = await q.query<{ n: number }>(
    `select count(*)::int as n from award where name like 'Nagroda testowa %'`,
  );
  const first = before + 1;
  const rows: unknown[][] = [];
  for (let k = first; k < first + count; k++) {
    const category = categories[k % categories.length]!;
    const [active, inactive] = pictures[k % GENERATED.length]!;
    const lp = k % 10 === 0;
    const vpPrice = 50 + ((k * 7919) % 19951);
    rows.push([
      category.group_id,
      category.id,
      `Nagroda testowa ${String(k).padStart(5, '0')} — ${GENERATED[k % GENERATED.length]![0]}`,
      'Nagroda wygenerowana do testów wydajności katalogu.',
      'Nagroda wygenerowana do testów wydajności katalogu.',
      lp ? Math.max(10, Math.round(vpPrice / 20)) : vpPrice,
      lp ? 'lp' : 'vp',
      (['MT', 'MV', 'GFCA', 'CB', 'MA'] as const)[k % 5],
      k % 7 === 0 ? 2 : null,
      k % 11 === 0 ? (k % 3) * 5 : null,
      active,
      inactive,
      true,
      daysFrom(clock, -(1 + ((k * 13) % 720))),
      (k * 31) % 1000,
    ]);
  }
  await insertRows(q, 'award', AWARD_COLUMNS, rows, 500);
  // fresh statistics, so the planner walks the sort indexes instead of sorting the catalogue
  await q.query('analyze award');
  return { inserted: count, first, last: first + count - 1 };
}
