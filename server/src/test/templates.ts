/**
 * The API suite's template databases, made once per run (vitest's globalSetup, below):
 * one migrated, one migrated and seeded with the demo data at TEST_NOW. A test file's
 * fresh database is a copy of one of them (harness.ts): PGlite loads a dump (~0.4 s),
 * PostgreSQL copies a template database (CREATE DATABASE … TEMPLATE). Made per file,
 * initdb, the migrations and the seed took ~3.5 s, most of the suite's time.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fixedClock } from '../clock.ts';
import { migrate } from '../db/migrate.ts';
import { pgliteDb, startPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { seedDemo } from '../db/seed/index.ts';
import type { Db } from '../db/types.ts';

/** The site's address in the links the tests' server e-mails (harness.ts's SITE_URL). */
export const TEST_SITE_URL = 'http://site.example';

/** The moment every test starts at, unless it moves the clock. */
export const TEST_NOW = '2026-06-15T10:00:00Z';

/** Where the templates are: PGlite dumps' files, or PostgreSQL template databases' names. */
export interface Templates {
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: Templates | null;
  }
}

/** Migrates `db`, and seeds it when `seeded`: a template, or a file's database made without one. */
export async function fill(db: Db, seeded: boolean): Promise<void> {
  await migrate(db);
  if (seeded) await seedDemo(db, fixedClock(TEST_NOW), { siteUrl: TEST_SITE_URL, ttlHours: 48 });
}

/** Runs one statement on the PostgreSQL server of `serverUrl`, outside any database of ours. */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

async function pgliteTemplates(): Promise<{ templates: Templates; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'punkty-db-templates-'));
  const dump = async (seeded: boolean) => {
    const pglite = await startPglite();
    await fill(pgliteDb(pglite), seeded);
    const file = join(dir, seeded ? 'seeded.tar' : 'migrated.tar');
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await pglite.close();
    return file;
  };
  const templates: Templates = { migrated: await dump(false), seeded: await dump(true) };
  return { templates, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function postgresTemplates(serverUrl: string): Promise<{ templates: Templates; remove: () => Promise<void> }> {
  const prefix = `punkty_template_${randomBytes(4).toString('hex')}`;
  const names: string[] = [];
  const make = async (seeded: boolean) => {
    const name = `${prefix}_${seeded ? 'seeded' : 'migrated'}`;
    await adminQuery(serverUrl, `create database ${name}`);
    names.push(name);
    const db = await openPostgres(databaseUrl(serverUrl, name));
    try {
      await fill(db, seeded);
    } finally {
      await db.close(); // a template database is copied only while nobody is connected to it
    }
    return name;
  };
  const remove = async () => {
    for (const name of names) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    return { templates: { migrated: await make(false), seeded: await make(true) }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** A copy of a PGlite template, as the file's in-memory database. */
export async function pgliteFromTemplate(file: string) {
  return startPglite({ template: new Blob([await readFile(file)]) });
}

/** vitest's globalSetup: the templates for this run, removed after it. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { templates, remove } = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
