import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies the SQL files of db/migrations in name order, each once, each in its own
 * transaction. The same files serve PGlite and PostgreSQL.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/**
 * Splits on semicolons at line ends; migrations keep one statement per `;`-terminated block.
 * A `$$`-quoted body (a function, a `do` block) stays whole: pieces are joined again while
 * a `$$` is open.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let open = '';
  for (const piece of sql.replace(/^\s*--.*$/gm, '').split(/;\s*$/m)) {
    open = open ? `${open};${piece}` : piece;
    if ((open.match(/\$\$/g)?.length ?? 0) % 2 === 0) {
      statements.push(open.trim());
      open = '';
    }
  }
  if (open) statements.push(open.trim());
  return statements.filter(Boolean);
}
