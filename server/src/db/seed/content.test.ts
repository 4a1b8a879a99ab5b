import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { useTestContext } from '../../test/harness.ts';
import { DETAIL_PX, SAFE_ZONE, textWidth } from './art/banner.ts';
import { FRAMES } from './art/scene.ts';
import { CATALOGUE, LP_AWARDS } from './awards-catalogue.ts';
import { bannerSections } from './broadcast.ts';
import { planSpecs } from './plans.ts';
import { taskSpecs } from './tasks.ts';

/**
 * The demo is what every evaluator sees first (issue 14, decision 020): every award, plan,
 * task and group has a picture of its kind with no words in it; banner words are large
 * enough for a phone and agree with the data they speak of; seasonal words fit the date.
 */

const t = useTestContext();
const db = () => t.deps.db;

async function picture(id: number): Promise<{ mime: string; svg: string }> {
  const [row] = await db().query<{ mime_type: string; content: Uint8Array }>(
    'select mime_type, content from image where id = $1',
    [id],
  );
  return { mime: row!.mime_type, svg: Buffer.from(row!.content).toString('utf8') };
}

const size = (svg: string) => /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1, 3).map(Number);

describe('the demo pictures', () => {
  it('give every award, award group, plan, plan group and task a wordless picture in the frame of its kind', async () => {
    const { width: cardW, height: cardH } = FRAMES.card;
    const { width: wideW, height: wideH } = FRAMES.wide;
    const kinds: [string, string, [number, number]][] = [
      [
        'award',
        'select active_image_id as id from award union all select inactive_image_id from award',
        [cardW, cardH],
      ],
      ['award group', 'select image_id as id from award_group', [cardW, cardH]],
      [
        'plan group',
        'select active_image_id as id from plan_group union all select inactive_image_id from plan_group',
        [wideW, wideH],
      ],
      [
        'plan (its own or its group’s)',
        'select coalesce(p.image_id, g.active_image_id) as id from plan p join plan_group g on g.id = p.group_id',
        [wideW, wideH],
      ],
      ['task', 'select image_id as id from task', [cardW, cardH]],
    ];
    for (const [kind, sql, frame] of kinds) {
      const ids = (await db().query<{ id: number | null }>(sql)).map((r) => r.id);
      expect(ids.length, kind).toBeGreaterThan(0);
      expect(ids, `${kind}: every one has a picture`).not.toContain(null);
      for (const id of new Set(ids)) {
        const { mime, svg } = await picture(id!);
        expect(mime, kind).toBe('image/svg+xml');
        expect(svg, `${kind} ${id}: no words baked in`).not.toMatch(/<text/);
        expect(size(svg), `${kind} ${id}`).toEqual(frame);
        // A few KB each: the repository and the database stay small.
        expect(svg.length, `${kind} ${id}`).toBeLessThan(12_000);
      }
    }
  });

  it('show an award that cannot be ordered as the same drawing without colour', async () => {
    const awards = await db().query<{ active_image_id: number; inactive_image_id: number }>(
      'select active_image_id, inactive_image_id from award',
    );
    for (const a of awards.slice(0, 40)) {
      const active = (await picture(a.active_image_id)).svg;
      const inactive = (await picture(a.inactive_image_id)).svg;
      expect(active).not.toContain('feColorMatrix');
      expect(inactive).toContain('<feColorMatrix type="saturate" values="0"/>');
      // The drawing itself is the same.
      expect(inactive).toContain(active.replace(/^<svg[^>]*>|<\/svg>$/g, ''));
    }
  });

  it('draw each award as the thing it is', () => {
    const items = [...CATALOGUE.flatMap((g) => g.categories.flatMap((c) => c.items)), ...LP_AWARDS];
    const expected: [RegExp, RegExp][] = [
      [/^Smartfon/, /^smartphone$/],
      [/^Słuchawki/, /^(headphones|earbuds)$/],
      [/^Telewizor/, /^tv$/],
      [/^Laptop/, /^laptop$/],
      [/^Ekspres/, /^(espresso|dripCoffee)$/],
      [/^Młynek do kawy/, /^coffeeGrinder$/],
      [/^Waga kuchenna/, /^kitchenScale$/],
      [/^Piłka nożna/, /^football$/],
      [/^Rower/, /^(cityBike|mountainBike|eBike|cargoBike|exerciseBike)$/],
      [/^Karta (podarunkowa|paliwowa|do myjni|na)/, /^card[A-Z]/],
      [/^Przelew|przelewem$/, /^banknotes$/],
      [/^Grill/, /^(gasGrill|kettleGrill)$/],
    ];
    for (const [name, art] of expected) {
      const matching = items.filter((i) => name.test(i.name));
      expect(matching.length, String(name)).toBeGreaterThan(0);
      for (const item of matching) expect(item.art, item.name).toMatch(art);
    }
  });

  it('paint a variant in its colour: the black and the white headphones differ', async () => {
    const rows = await db().query<{ name: string; active_image_id: number }>(
      `select name, active_image_id from award where name like 'Słuchawki bezprzewodowe nauszne — %' order by name`,
    );
    const svgs = await Promise.all(rows.map(async (r) => (await picture(r.active_image_id)).svg));
    expect(new Set(svgs).size).toBe(rows.length);
  });
});

/** Every banner a participant is shown, with the lines of its picture. */
async function bannersOf(token: string) {
  const sections = (await t.call('GET', '/api/loyalty/broadcast/banner-section', { token })).body.bannerSections as {
    id: number;
    code: string;
  }[];
  const out: { code: string; lines: { x: number; px: number; text: string }[] }[] = [];
  for (const section of sections) {
    const list = await t.call('POST', '/api/loyalty/broadcast/participant/banner/list', {
      token,
      body: { bannerSectionId: section.id },
    });
    for (const banner of list.body.banners as { bannerId: number }[]) {
      const content = await t.call('GET', `/api/loyalty/broadcast/banner/content/${banner.bannerId}`, { token });
      const svg = Buffer.from(content.body.bannerContent, 'base64').toString('utf8');
      const lines = [...svg.matchAll(/<text x="([\d.]+)"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
        x: Number(m[1]),
        px: Number(m[2]),
        text: m[3]!
          .replace(/&apos;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
      }));
      out.push({ code: section.code, lines });
    }
  }
  return out;
}

const number = (s: string) => Number(s.replace(/\s/g, ''));

describe.each(['demo', 'frsh'] as const)('the banners %s sees', (username) => {
  it('keep every word in the safe zone, in letters still readable on a 390 px phone', async () => {
    const banners = await bannersOf(t[username]);
    expect(banners.length).toBeGreaterThan(10);
    for (const b of banners) {
      expect(b.lines.length, b.code).toBeGreaterThanOrEqual(2);
      for (const line of b.lines) {
        expect(line.px, line.text).toBeGreaterThanOrEqual(DETAIL_PX);
        expect(line.x, line.text).toBe(SAFE_ZONE.x);
        expect(textWidth(line.text, line.px), line.text).toBeLessThanOrEqual(SAFE_ZONE.width);
      }
    }
  });

  it('name the points, questions, prices and dates the data holds', async () => {
    const [me] = await db().query<{ id: number; bank_account: string; consent_sms: boolean }>(
      'select id, bank_account, consent_sms from participant where username = $1',
      [username],
    );
    const tasks = await db().query<{ title: string; points: number; kind: string; questions: number }>(
      `select t.title, t.points::int as points, t.kind,
              (select count(*)::int from task_question q where q.task_id = t.id) as questions
         from task t join task_assignment a on a.task_id = t.id
        where a.participant_id = $1 and a.status = 'open' and t.deadline > $2`,
      [me!.id, t.clock.now()],
    );
    let checked = 0;
    for (const b of await bannersOf(t[username])) {
      const text = b.lines.map((l) => l.text).join(' ');
      const points = [...text.matchAll(/\+([\d\s]+) [vl]p/g)].map((m) => number(m[1]!));
      const questions = /(\d+)\s+pyta/.exec(text);
      if (b.code === 'app_3_tasks' && points.length) {
        // "+120 vp" is the points of an open task; "3 pytania" the questions of that quiz.
        const task = tasks.find((x) => x.points === points[0]);
        expect(task, text).toBeDefined();
        if (questions) expect(task, text).toMatchObject({ kind: 'quiz', questions: Number(questions[1]) });
        checked++;
      }
      const price = /za ([\d\s]+) [vl]p/.exec(text);
      if (price) {
        // "Ekspres do kawy za 7 900 vp": an award of that name at that price.
        const [award] = await db().query<{ n: number }>(
          `select count(*)::int as n from award where name ilike $1 and price = $2 and active`,
          [`${b.lines[0]!.text}%`, number(price[1]!)],
        );
        expect(award!.n, text).toBeGreaterThan(0);
        checked++;
      }
      const over = /Ponad (\d+) nagród/.exec(text);
      if (over) {
        const catalogue = await t.call('POST', '/api/loyalty/award/list', { token: t[username], body: { per: 1 } });
        expect(catalogue.body.total, text).toBeGreaterThan(Number(over[1]));
        checked++;
      }
      const from = /od (\d\d)\.(\d\d)\.(\d{4})/.exec(text);
      if (from) {
        // "Nowe cele od 01.01.2027": a period of this participant's plans starts that day.
        const starts = await db().query<{ day: string }>(
          `select distinct to_char(pp.starts_at at time zone 'Europe/Warsaw', 'DD.MM.YYYY') as day
             from plan_participant x join plan p on p.id = x.plan_id join plan_period pp on pp.id = p.period_id
            where x.participant_id = $1`,
          [me!.id],
        );
        expect(
          starts.map((s) => s.day),
          text,
        ).toContain(`${from[1]}.${from[2]}.${from[3]}`);
        checked++;
      }
      if (/Uzupełnij numer konta/.test(text)) expect(me!.bank_account, text).toBe('');
      if (/SMS/.test(text) && /włącz/.test(text)) expect(me!.consent_sms, text).toBe(false);
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });
});

describe('the popup', () => {
  it('promises what the data holds: its points are a task’s or an award’s, its double points the featured plans’', async () => {
    const res = await t.call('GET', '/api/loyalty/broadcast/popup', { token: t.demo });
    const raw = JSON.parse(res.body.textContent) as { blocks: { text: string }[] };
    const text = raw.blocks.map((b) => b.text).join('\n');
    const amounts = [...text.matchAll(/za (\d[\d\s]*?)\spunkt/g)].map((m) => number(m[1]!));
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) {
      const [found] = await db().query<{ n: number }>(
        `select (select count(*) from task where points = $1) + (select count(*) from award where price = $1 and active) as n`,
        [amount],
      );
      expect(Number(found!.n), String(amount)).toBeGreaterThan(0);
    }
    expect(text).toMatch(/wyróżnione gwiazdką dają dwa razy więcej punktów/);
    const featured = await db().query<{ name: string; description: string }>(
      `select p.name, p.description from plan p join plan_period pp on pp.id = p.period_id
        where p.featured and pp.starts_at <= $1 and pp.ends_at >= $1`,
      [t.clock.now()],
    );
    expect(featured.length).toBeGreaterThan(0);
    for (const plan of featured) expect(plan.description, plan.name).toMatch(/podwojone punkty/);
  });
});

describe('the seasonal words', () => {
  /** The words of one season that would be wrong in another. */
  const SUMMER = /\b(lat[oa]|lod(y|ów|ami)|letni\w*|wakacj\w*)\b/i;
  const WINTER = /\b(zim\w*|karnawał\w*|bombonier\w*)\b/i;

  /** What the demo shows as current or coming soon on a day: open and upcoming tasks, current plans, banners. */
  function currentWords(iso: string): string[] {
    const clock = fixedClock(iso);
    const tasks = taskSpecs(clock)
      .filter((s) => s.starts <= 14 && s.deadline >= 0)
      .map((s) => `${s.title} ${s.description}`);
    const plans = planSpecs(clock)
      .filter((p) => p.period === 'current' || p.period === 'month')
      .map((p) => `${p.name} ${p.description}`);
    const banners = bannerSections(clock).flatMap((s) =>
      s.banners.filter((b) => (b.to ?? 1) > 0).map((b) => [...b.copy.title, ...b.copy.detail].join(' ')),
    );
    return [...tasks, ...plans, ...banners];
  }

  it('fit late November: no ice cream summer, the autumn promotion and a winter action', () => {
    const words = currentWords('2026-11-26T12:00:00Z');
    for (const w of words) expect(w).not.toMatch(SUMMER);
    expect(words.join('\n')).toMatch(/promocji jesiennej/);
    expect(words.join('\n')).toMatch(/Zimowe rozgrzewanie/);
  });

  it('fit every month of the year', () => {
    for (let month = 1; month <= 12; month++) {
      const words = currentWords(`2026-${String(month).padStart(2, '0')}-15T12:00:00Z`);
      if (month >= 11 || month <= 3) for (const w of words) expect(w, `month ${month}`).not.toMatch(SUMMER);
      if (month >= 5 && month <= 9) for (const w of words) expect(w, `month ${month}`).not.toMatch(WINTER);
    }
  });
});
