import type { Clock } from '../../clock.ts';
import { appendLedger, type Currency } from '../../domain/ledger.ts';
import { evaluateSteps, planState } from '../../domain/plans.ts';
import type { Queryable } from '../types.ts';
import { ART, type ArtKey } from './art/index.ts';
import { illustration } from './art/scene.ts';
import { insertImage, warsawMidnight, type SeedContext } from './context.ts';
import { SEASONS, seasonAt } from './season.ts';

/**
 * Demo plans: four periods around "now" (last quarter, current quarter, current month,
 * next quarter, in Europe/Warsaw calendar terms), four plan groups with pictures, and
 * about a dozen plans per participant in every state. Current values follow the time
 * passed in the period, so "ahead" and "behind" stay true whenever the demo starts.
 */

const ROMAN = ['I', 'II', 'III', 'IV'];
const MONTHS = [
  'Styczeń',
  'Luty',
  'Marzec',
  'Kwiecień',
  'Maj',
  'Czerwiec',
  'Lipiec',
  'Sierpień',
  'Wrzesień',
  'Październik',
  'Listopad',
  'Grudzień',
];

function warsawToday(clock: Clock): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(clock.now());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month') - 1 };
}

export interface Period {
  key: 'last' | 'current' | 'month' | 'next';
  name: string;
  startsAt: Date;
  /** The last second of the period. */
  endsAt: Date;
}

export function periodsAround(clock: Clock): Period[] {
  const { year, month } = warsawToday(clock);
  const quarter = (offset: number): Omit<Period, 'key'> => {
    const firstMonth = Math.floor(month / 3) * 3 + offset * 3;
    const y = year + Math.floor(firstMonth / 12);
    const m = ((firstMonth % 12) + 12) % 12;
    return {
      name: `${ROMAN[m / 3]} kwartał ${y}`,
      startsAt: warsawMidnight(y, m, 1),
      endsAt: new Date(warsawMidnight(y, m + 3, 1).getTime() - 1000),
    };
  };
  return [
    { key: 'last', ...quarter(-1) },
    { key: 'current', ...quarter(0) },
    {
      key: 'month',
      name: `${MONTHS[month]} ${year}`,
      startsAt: warsawMidnight(year, month, 1),
      endsAt: new Date(warsawMidnight(year, month + 1, 1).getTime() - 1000),
    },
    { key: 'next', ...quarter(1) },
  ];
}

export type GroupKey = 'sales' | 'range' | 'promo' | 'new';

const GROUPS: Record<GroupKey, { name: string; hue: number; art: ArtKey }> = {
  sales: { name: 'Sprzedaż', hue: 140, art: 'chart' },
  range: { name: 'Asortyment', hue: 200, art: 'shelfProducts' },
  promo: { name: 'Promocje', hue: 20, art: 'priceTag' },
  new: { name: 'Nowości', hue: 280, art: 'sparkleBox' },
};

/**
 * How far a participant got, as a share of the target depending on the share of the period
 * passed: ahead of pace, on pace, behind, realised, or ended between the steps.
 */
export type Trajectory = 'ahead' | 'onPace' | 'behind' | 'realised' | 'partial';

function shareFor(trajectory: Trajectory, elapsed: number): number {
  switch (trajectory) {
    case 'ahead':
      return Math.min(0.96, elapsed * 1.3 + 0.04);
    case 'onPace':
      return Math.min(0.96, elapsed * 1.02);
    case 'behind':
      return Math.min(0.96, elapsed * 0.55);
    case 'realised':
      return 1.08;
    case 'partial':
      return 0.72;
  }
}

export interface PlanSpec {
  name: string;
  description: string;
  group: GroupKey;
  period: Period['key'];
  unit: 'zł' | 'szt.';
  steps: [threshold: number, points: number][];
  /** A picture of its own (a drawing in a frame of this hue); without it the client shows the group's. */
  picture?: { art: ArtKey; hue: number };
  featured?: boolean;
  order: number;
  currency?: Currency;
  /** Who takes part, and how it goes for them. */
  who: { demo?: Trajectory; frsh?: Trajectory };
}

/** What a featured plan's description adds: the popup's and the goals banner's action (broadcast.ts). */
export const DOUBLE_POINTS = 'W akcji „Podwójne punkty” progi tego celu mają już podwojone punkty.';

/** The demo's plans as of the seed's now (the month's promotion follows the season). */
export function planSpecs(clock: Clock): PlanSpec[] {
  const monthPromo = SEASONS[seasonAt(clock)].monthPromo;
  return featuredInAction([
    {
      name: 'Obrót kwartalny',
      description: 'Łączna wartość zakupów netto w hurtowni w tym kwartale. Każdy próg to dodatkowe punkty.',
      group: 'sales',
      period: 'current',
      unit: 'zł',
      steps: [
        [30000, 150],
        [45000, 250],
        [60000, 400],
      ],
      picture: { art: 'coins', hue: 150 },
      featured: true,
      order: 1,
      who: { demo: 'ahead', frsh: 'onPace' },
    },
    {
      name: 'Napoje — sprzedaż hurtowa',
      description: 'Zakupy napojów, wód i soków (bez alkoholu) w tym kwartale.',
      group: 'sales',
      period: 'current',
      unit: 'zł',
      steps: [
        [8000, 80],
        [12000, 120],
      ],
      picture: { art: 'bottles', hue: 185 },
      order: 4,
      who: { demo: 'behind', frsh: 'ahead' },
    },
    {
      name: 'Szeroka półka nabiału',
      description: 'Liczba różnych produktów nabiałowych (indeksów) zamówionych w kwartale.',
      group: 'range',
      period: 'current',
      unit: 'szt.',
      steps: [
        [25, 40],
        [35, 60],
        [45, 80],
        [60, 120],
      ],
      picture: { art: 'milk', hue: 195 },
      order: 5,
      who: { demo: 'onPace', frsh: 'behind' },
    },
    {
      name: 'Kawa i herbata premium',
      description: 'Opakowania kaw i herbat z linii premium zamówione w kwartale.',
      group: 'range',
      period: 'current',
      unit: 'szt.',
      steps: [
        [120, 60],
        [200, 100],
      ],
      picture: { art: 'coffeeTea', hue: 28 },
      order: 7,
      who: { demo: 'realised', frsh: 'behind' },
    },
    {
      name: `Promocja miesiąca: ${monthPromo.goods}`,
      description: monthPromo.description,
      group: 'promo',
      period: 'month',
      unit: 'szt.',
      steps: [
        [50, 30],
        [100, 60],
        [150, 100],
      ],
      picture: { art: monthPromo.art, hue: 35 },
      featured: true,
      order: 2,
      who: { demo: 'ahead', frsh: 'behind' },
    },
    {
      name: 'Słodycze przy kasie',
      description: 'Wartość zakupów batonów, gum i drobnych słodyczy wystawianych przy kasie.',
      group: 'promo',
      period: 'month',
      unit: 'zł',
      steps: [
        [1500, 30],
        [3000, 70],
      ],
      picture: { art: 'candy', hue: 340 },
      order: 6,
      who: { demo: 'behind', frsh: 'realised' },
    },
    {
      name: 'Realizacja gazetki promocyjnej',
      description: 'Produkty z kwartalnej gazetki promocyjnej zamówione co najmniej raz.',
      group: 'promo',
      period: 'current',
      unit: 'szt.',
      steps: [
        [40, 50],
        [80, 90],
      ],
      picture: { art: 'leaflet', hue: 320 },
      featured: true,
      order: 3,
      who: { demo: 'onPace', frsh: 'ahead' },
    },
    {
      name: 'Obrót kwartalny',
      description: 'Łączna wartość zakupów netto w hurtowni w poprzednim kwartale.',
      group: 'sales',
      period: 'last',
      unit: 'zł',
      steps: [
        [30000, 150],
        [45000, 250],
        [60000, 400],
      ],
      order: 20,
      who: { demo: 'realised', frsh: 'partial' },
    },
    {
      name: 'Piwo bezalkoholowe',
      description: 'Opakowania zbiorcze piwa bezalkoholowego zamówione w poprzednim kwartale.',
      group: 'range',
      period: 'last',
      unit: 'szt.',
      steps: [
        [150, 40],
        [250, 70],
      ],
      picture: { art: 'beer', hue: 50 },
      order: 21,
      who: { demo: 'partial', frsh: 'realised' },
    },
    {
      name: 'Chemia gospodarcza',
      description: 'Wartość zakupów środków czystości i chemii gospodarczej w poprzednim kwartale.',
      group: 'range',
      period: 'last',
      unit: 'zł',
      steps: [
        [4000, 35],
        [6000, 60],
      ],
      picture: { art: 'detergent', hue: 205 },
      order: 22,
      who: { demo: 'partial', frsh: 'partial' },
    },
    {
      name: 'Wsparcie marek własnych',
      description: 'Wartość zakupów produktów marek własnych hurtowni w następnym kwartale.',
      group: 'sales',
      period: 'next',
      unit: 'zł',
      steps: [
        [5000, 50],
        [10000, 110],
        [15000, 180],
      ],
      picture: { art: 'privateLabel', hue: 100 },
      order: 30,
      who: { demo: 'onPace', frsh: 'onPace' },
    },
    {
      name: 'Pieczywo paczkowane',
      description: 'Opakowania pieczywa paczkowanego i tostowego zamówione w kwartale.',
      group: 'range',
      period: 'current',
      unit: 'szt.',
      steps: [
        [300, 40],
        [500, 70],
      ],
      picture: { art: 'toastBread', hue: 45 },
      order: 8,
      who: { demo: 'realised' },
    },
    {
      name: 'Świeże soki tłoczone',
      description: 'Butelki soków tłoczonych z nowej oferty chłodniczej. Punkty w walucie lp.',
      group: 'new',
      period: 'current',
      unit: 'szt.',
      steps: [
        [60, 20],
        [120, 40],
      ],
      picture: { art: 'juice', hue: 255 },
      featured: true,
      order: 2,
      currency: 'lp',
      who: { frsh: 'ahead' },
    },
    {
      name: 'Sałatki gotowe',
      description: 'Opakowania gotowych sałatek z nowej linii. Punkty w walucie lp.',
      group: 'new',
      period: 'month',
      unit: 'szt.',
      steps: [
        [40, 10],
        [80, 20],
        [120, 35],
      ],
      picture: { art: 'salad', hue: 110 },
      order: 9,
      currency: 'lp',
      who: { frsh: 'behind' },
    },
    {
      name: 'Pieczywo rzemieślnicze',
      description: 'Bochenki pieczywa rzemieślniczego zamówione w poprzednim kwartale. Punkty w walucie lp.',
      group: 'new',
      period: 'last',
      unit: 'szt.',
      steps: [
        [100, 15],
        [200, 30],
      ],
      picture: { art: 'artisanBread', hue: 300 },
      order: 23,
      currency: 'lp',
      who: { frsh: 'realised' },
    },
  ]);
}

const featuredInAction = (plans: PlanSpec[]) =>
  plans.map((p) => (p.featured ? { ...p, description: `${p.description} ${DOUBLE_POINTS}` } : p));

async function insertReturningId(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await tx.query<{ id: number }>(sql, params))[0]!.id;
}

export async function seedPlans(ctx: SeedContext): Promise<void> {
  const { tx, clock, participants } = ctx;
  const now = clock.now();

  const periods = new Map<Period['key'], Period & { id: number }>();
  for (const p of periodsAround(clock)) {
    const id = await insertReturningId(
      tx,
      'insert into plan_period (name, starts_at, ends_at) values ($1, $2, $3) returning id',
      [p.name, p.startsAt, p.endsAt],
    );
    periods.set(p.key, { ...p, id });
  }

  const groups = new Map<GroupKey, number>();
  for (const [key, g] of Object.entries(GROUPS) as [GroupKey, (typeof GROUPS)[GroupKey]][]) {
    const active = await insertImage(tx, illustration(ART[g.art], { frame: 'wide', hue: g.hue }));
    const inactive = await insertImage(tx, illustration(ART[g.art], { frame: 'wide', hue: g.hue, inactive: true }));
    groups.set(
      key,
      await insertReturningId(
        tx,
        'insert into plan_group (name, active_image_id, inactive_image_id) values ($1, $2, $3) returning id',
        [g.name, active, inactive],
      ),
    );
  }

  for (const spec of planSpecs(clock)) {
    const period = periods.get(spec.period)!;
    const imageId =
      spec.picture === undefined
        ? null
        : await insertImage(tx, illustration(ART[spec.picture.art], { frame: 'wide', hue: spec.picture.hue }));
    const currency = spec.currency ?? 'vp';
    const planId = await insertReturningId(
      tx,
      `insert into plan (group_id, period_id, name, description, unit, image_id, featured, custom_order, currency)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        groups.get(spec.group),
        period.id,
        spec.name,
        spec.description,
        spec.unit,
        imageId,
        spec.featured ?? false,
        spec.order,
        currency,
      ],
    );
    const stepRows = [];
    for (const [threshold, points] of spec.steps) {
      const id = await insertReturningId(
        tx,
        'insert into plan_step (plan_id, threshold, points) values ($1, $2, $3) returning id',
        [planId, threshold, points],
      );
      stepRows.push({ id, threshold, points });
    }
    const target = spec.steps.at(-1)![0];
    const length = period.endsAt.getTime() - period.startsAt.getTime();
    const elapsed = Math.min(1, Math.max(0, (now.getTime() - period.startsAt.getTime()) / length));

    for (const who of ['demo', 'frsh'] as const) {
      const trajectory = spec.who[who];
      if (!trajectory) continue;
      const participantId = participants[who];
      const raw = now < period.startsAt ? 0 : target * shareFor(trajectory, elapsed);
      const current = spec.unit === 'szt.' ? Math.floor(raw) : Math.round(raw * 100) / 100;
      await tx.query(
        'insert into plan_participant (plan_id, participant_id, current_value, updated_at) values ($1, $2, $3, $4)',
        [planId, participantId, current, now],
      );
      // Settled plans have paid their reached steps.
      const state = planState(now, period.startsAt, period.endsAt, current, target);
      if (state !== 'realised' && state !== 'expired') continue;
      const settledAt = period.endsAt < now ? period.endsAt : now;
      const expiresAt = new Date(settledAt.getTime() + 365 * 86_400_000);
      const reached = evaluateSteps(stepRows, current).steps.filter((s) => s.reached);
      await appendLedger(
        tx,
        clock,
        reached.map((s) => ({
          participantId,
          currency,
          kind: 'earned' as const,
          amount: s.points,
          sourceType: 'plan' as const,
          sourceId: planId,
          description: `Cel: ${spec.name} — próg ${s.position}`,
          expiresAt,
        })),
      );
    }
  }
}
