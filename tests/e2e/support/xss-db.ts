/**
 * Fills a fresh demo database with the XSS corpus (issue 9, part 4): every text of the API
 * a screen shows, and every address it links to, becomes a vector. The test owns this
 * database (a private server's data directory), so the rows are written with SQL before
 * the server opens it; the server and the site then run as they always do.
 */
import { systemClock } from '../../../server/src/clock.ts';
import { openDatabase } from '../../../server/src/db/open.ts';
import { LOCAL_DEMO_LINKS } from '../../../server/src/db/seed/context.ts';
import { RICH_TEXT_ALL, TEXT_XSS, URL_XSS } from '../../fixtures/xss-corpus.ts';

/** [table, text columns shown on a screen]; each value becomes the vector and its place. */
const TEXT_COLUMNS: [string, string[]][] = [
  ['participant', ['store_name', 'firstname', 'lastname', 'street', 'city']],
  ['plan_period', ['name']],
  ['plan_group', ['name']],
  ['plan', ['name', 'description', 'unit']],
  ['task', ['title', 'description']],
  ['task_question', ['text']],
  ['task_answer', ['text']],
  ['award_group', ['name', 'description']],
  ['award_category', ['name']],
  ['award', ['name', 'short_description', 'description']],
  ['award_order', ['award_name']],
  ['order_status_event', ['note']],
  ['points_ledger', ['description']],
  ['popup', ['name']],
];

export async function fillWithXss(dataDir: string): Promise<void> {
  const { db, close } = await openDatabase({ dataDir, clock: systemClock, demo: LOCAL_DEMO_LINKS });
  try {
    for (const [table, columns] of TEXT_COLUMNS) {
      // The id keeps names unique (and tells which row a vector came from).
      const sets = columns.map((column) => `${column} = $1 || ' ${table}.${column} ' || id`).join(', ');
      await db.query(`update ${table} set ${sets}`, [TEXT_XSS]);
    }
    // Every string of the delivery data an order shows.
    await db.query(
      `update award_order set delivery_data = coalesce((select jsonb_object_agg(key,
         case when jsonb_typeof(value) = 'string' then to_jsonb($1::text || ' ' || key) else value end)
       from jsonb_each(delivery_data)), '{}'::jsonb)`,
      [TEXT_XSS],
    );
    // Addresses: each banner and tracking link gets one of the dangerous ones.
    await db.query(`update banner set url = ($1::text[])[1 + id % array_length($1::text[], 1)]`, [URL_XSS]);
    await db.query(`update order_status_event set tracking_url = ($1::text[])[1 + id % array_length($1::text[], 1)]`, [
      URL_XSS,
    ]);
    await db.query('update popup set text_content = $1', [RICH_TEXT_ALL]);
  } finally {
    await close();
  }
}
