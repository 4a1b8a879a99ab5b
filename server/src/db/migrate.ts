import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Refuses, before anything is written, a database that is not this server's to migrate:
 * one holding tables of something else (no schema_migrations), or one migrated by a newer
 * version (a migration this server does not have). `where` names it in the message.
 */
export async function assertOwnDatabase(db: Db, where: string): Promise<void> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() order by table_name`,
    )
  ).map((t) => t.name);
  if (tables.length === 0) return;
  if (!tables.includes('schema_migrations')) {
    const shown = tables.slice(0, 5).join(', ') + (tables.length > 5 ? ` and ${tables.length - 5} more` : '');
    throw new Error(
      `${where} holds tables of something else (${shown}) and no schema_migrations table, so it was not changed. ` +
        'Give the server an empty database or one it made.',
    );
  }
  const known = new Set(await migrationFiles());
  const unknown = (await db.query<{ name: string }>('select name from schema_migrations order by name'))
    .map((r) => r.name)
    .filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new Error(
      `${where} was migrated by a newer version of the server (${unknown.join(', ')} unknown here), so it was not changed. ` +
        'Run that version, or restore a backup made for this one.',
    );
}

const migrationFiles = async () => (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();

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
  const files = await migrationFiles();
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
