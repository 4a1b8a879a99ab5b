import { fixedClock } from '../src/clock.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { openPglite } from '../src/db/pglite.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { insertGeneratedAwards } from '../src/db/seed/awards.ts';
import { createPostgresDatabase } from '../src/test/harness.ts';
import { searchSql } from '../src/domain/search/sql.ts';
import { searchTerms } from '../src/domain/search/words.ts';
const url = process.env.PG_URL;
const pgdb = url ? await createPostgresDatabase(url) : undefined;
const db = pgdb ? await openPostgres(pgdb.url) : await openPglite();
const clock = fixedClock('2026-06-15T10:00:00Z');
await migrate(db); await seedDemo(db, clock);
await db.transaction((tx) => insertGeneratedAwards(tx, clock, 5000));
await db.exec(`create extension if not exists pg_trgm;
alter table award add column search_name tsvector generated always as (to_tsvector('simple'::regconfig, search_fold(name))) stored;
alter table award add column nl text generated always as (lower(name)) stored;
create index on award using gin (nl gin_trgm_ops) with (fastupdate = off);
analyze award;`);
type V = { sql: string; params: unknown[] };
function variant(text: string, v: string): V {
  const params: unknown[] = [];
  const p = (x: unknown) => (params.push(x), `$${params.length}`);
  if (v === 'before') {
    const like = p(`%${text}%`);
    return { sql: `select a.id from award a where a.currency='vp' and a.nl like lower(${like}) order by a.popularity desc, a.id desc limit 24`, params };
  }
  if (v === 'beforecount') {
    const like = p(`%${text}%`);
    return { sql: `select count(*) from award a where a.currency='vp' and a.nl like lower(${like})`, params };
  }
  const s = searchSql(text, 'a.search_doc', p)!;
  if (v === 'noscore') return { sql: `select a.id from award a where a.currency='vp' and ${s.where} order by a.popularity desc, a.id desc limit 24`, params };
  if (v === 'count') return { sql: `select count(*) from award a where a.currency='vp' and ${s.where}`, params };
  const terms = searchTerms(text);
  const vec = v.startsWith('namevec') ? 'a.search_name' : 'a.search_doc';
  const w = v.startsWith('namevec') ? '' : 'A';
  const trim = v.endsWith('trim');
  const score = terms.flatMap((t) => {
    const forms = trim ? [...new Set([t.word, ...t.prefixes.flatMap((x) => [x, ...['a', 'e', 'i', 'o', 'u', 'y'].map((e) => x + e)])])] : t.forms;
    return [`(${t.prefixes.map((x) => `${x}:*${w}`).join(' | ')})`, `(${forms.map((f) => `${f}:${w}`).join(' | ')})`];
  }).map((q) => `(${vec} @@ ${p(q)}::tsquery)::int`).join(' + ');
  return { sql: `select a.id from award a where a.currency='vp' and ${s.where} order by ${score} desc, a.popularity desc, a.id desc limit 24`, params };
}
const VARIANTS = ['before', 'beforecount', 'count', 'noscore', 'full'];
const results: Record<string, number[]> = {};
for (let round = 0; round < 3; round++)
  for (const text of ['ekspres', 'nagroda testowa', 'kawa']) for (const v of VARIANTS) {
    const { sql, params } = variant(text, v);
    const q = () => db.query(sql, params);
    await q();
    const t0 = performance.now(); for (let i = 0; i < 15; i++) await q();
    (results[`${text} | ${v}`] ??= []).push((performance.now() - t0) / 15);
  }
for (const [k, xs] of Object.entries(results)) console.log(`| ${k} | ${Math.min(...xs).toFixed(2)} | ${xs.map((x) => x.toFixed(1)).join(' ')} |`);
await db.close(); await pgdb?.drop();
