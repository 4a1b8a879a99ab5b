import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/harness.ts';
import { fold, FOLD_FROM } from './words.ts';

/**
 * The search rules on a real database, through the lists that search: in-memory PGlite
 * here, PostgreSQL under `npm run test:pg`. Orders are asserted whole, so the same file
 * passing on both proves both answer alike.
 */
const t = useTestContext();

interface Named {
  name?: string;
  title?: string;
  description?: string;
}

const call = async (path: string, body: Record<string, unknown>) => {
  const res = await t.call('POST', `/api/loyalty/${path}`, { token: t.demo, body: { per: 100, ...body } });
  expect(res.status).toBe(200);
  return res.body as { items: Named[]; total: number };
};
const awards = async (search: string, extra: Record<string, unknown> = {}) =>
  (await call('award/list', { search, ...extra })).items.map((a) => a.name);

let catalogueSize: number;
beforeAll(async () => {
  // the demo has nothing yellow: one award to prove "zolty" finds "żółty"
  await t.deps.db.query(
    `insert into award (group_id, category_id, name, short_description, description, price, delivery_method, created_at)
     select group_id, category_id, 'Kubek termiczny żółty', 'Trzyma ciepło.', 'Stal nierdzewna.', 120, 'MT', created_at
       from award order by id limit 1`,
  );
  catalogueSize = (await call('award/list', { per: 1 })).total;
});

describe('folding in the database', () => {
  it('folds every character of the table, and the rest, as the application does', async () => {
    const samples = [
      ...FOLD_FROM,
      'Żółty Kubek, 100%!',
      '☕ kawa—🎧',
      'кофе',
      'İstanbul',
      '\u212A Kelvin',
      'a\'b"c\\d_e',
    ];
    const rows = await t.deps.db.query<{ f: string }>('select search_fold(s) as f from unnest($1::text[]) as s', [
      samples,
    ]);
    expect(rows.map((r) => r.f)).toEqual(samples.map(fold));
  });
});

describe('the catalogue search', () => {
  it('finds "ekspres do kawy": the connecting word is ignored, each other word must match', async () => {
    expect(await awards('ekspres do kawy')).toEqual(['Ekspres ciśnieniowy automatyczny', 'Ekspres przelewowy']);
    // "mleko" only in the first one's description
    expect(await awards('ekspres mleko')).toEqual(['Ekspres ciśnieniowy automatyczny']);
    expect(await awards('ekspres rower')).toEqual([]);
  });

  it('tolerates endings: "kawa" finds "kawy", most relevant first', async () => {
    expect(await awards('kawa')).toEqual([
      // the word in the name
      'Młynek do kawy żarnowy',
      // a longer word of the name starts alike
      'Voucher do kawiarni 50 zł',
      // the word in the description only, the more popular first
      'Czajnik elektryczny z regulacją temperatury — czarny',
      'Ekspres ciśnieniowy automatyczny',
      'Czajnik elektryczny z regulacją temperatury — stalowy',
      'Ekspres przelewowy',
      'Termos stalowy 1 l',
    ]);
  });

  it('ignores diacritics and case, both ways', async () => {
    const headphones = [
      'Słuchawki bezprzewodowe nauszne — czarne',
      'Słuchawki bezprzewodowe nauszne — granatowe',
      'Słuchawki bezprzewodowe nauszne — białe',
      'Słuchawki douszne z etui ładującym — czarne',
      'Słuchawki douszne z etui ładującym — białe',
      // "wyjście słuchawkowe" in its description
      'Gramofon z wbudowanymi głośnikami',
    ];
    for (const search of ['sluchawki', 'SŁUCHAWKI', 'słuchawka', 'sluchawek'])
      expect(await awards(search), search).toEqual(headphones);
    expect(await awards('zolty')).toEqual(['Kubek termiczny żółty']);
    expect(await awards('ŻÓŁTE kubki')).toEqual(['Kubek termiczny żółty']);
    expect(await awards('spiwor')).toEqual(['Śpiwór puchowy']);
  });

  it('ranks by relevance without a chosen sort, and keeps a chosen sort', async () => {
    const byPrice = (await call('award/list', { search: 'kawa', sortBy: 'price', sortOrder: 'asc' })).items;
    expect(byPrice).toHaveLength(7);
    const prices = byPrice.map((a) => (a as { price?: number }).price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await awards('kawa', { sortBy: 'relevance' })).toEqual(await awards('kawa'));
    // relevance without a search is the popularity order
    const first = async (body: Record<string, unknown>) =>
      (await call('award/list', { per: 30, ...body })).items.map((a) => a.name);
    expect(await first({ sortBy: 'relevance' })).toEqual(await first({ sortBy: 'popularity' }));
  });

  it('narrows nothing with only connecting words, marks or emoji', async () => {
    for (const search of ['do', 'z i w na dla', '%', '_', "'", '"', '☕🎧', '—'])
      expect((await call('award/list', { search, per: 1 })).total, search).toBe(catalogueSize);
  });

  it('never fails on odd input, and refuses only what is too long', async () => {
    for (const search of ['100%', "O'Reilly", 'a_b', '\\', 'kawa & | ! :* ()', '☕ kawa', 'a'.repeat(200)]) {
      const res = await t.call('POST', '/api/loyalty/award/list', { token: t.demo, body: { search } });
      expect(res.status, search).toBe(200);
    }
    expect(await awards('☕ kawa & !')).toHaveLength(7);
    const tooLong = await t.call('POST', '/api/loyalty/award/list', {
      token: t.demo,
      body: { search: 'a'.repeat(201) },
    });
    expect(tooLong.status).toBe(422);
  });
});

describe('the same rules in goals, tasks and history', () => {
  it('goals: words in any order and form, without diacritics', async () => {
    const goals = async (search: string) => (await call('plan/result', { search })).items.map((p) => p.name);
    expect(await goals('herbaty i kawy')).toEqual(['Kawa i herbata premium']);
    expect(await goals('nabial')).toEqual(['Szeroka półka nabiału']);
  });

  it('tasks: the title first, then the description', async () => {
    const tasks = async (search: string) => (await call('task/list', { search })).items.map((x) => x.title);
    expect(await tasks('zdjecie polki')).toEqual(['Zdjęcie półki z kawą']);
    // The seasonal promotion's name follows the seed's date: only its place in the order is fixed.
    const found = await tasks('promocja');
    expect(found[0]).toMatch(/^Potwierdź udział w promocji /);
    expect(found.slice(1).sort()).toEqual(['Potwierdź odbiór materiałów POS', 'Zdjęcie półki z kawą']);
  });

  it('history: entries found without diacritics, still newest first', async () => {
    const entries = (await call('history/list', { search: 'zamowienia kawiarni' })).items.map((e) => e.description);
    // the history box's examples: "kawa", "FV/2026"
    expect((await call('history/list', { search: 'kawa' })).total).toBeGreaterThan(0);
    const invoices = (await call('history/list', { search: 'FV/2026' })).items.map((e) => e.description);
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((d) => d!.includes('FV/2026'))).toBe(true);
    expect(entries).toEqual([
      'Zrealizowano zamówienie: Voucher do kawiarni 50 zł × 1',
      'Zamówienie: Voucher do kawiarni 50 zł × 1',
    ]);
  });
});
