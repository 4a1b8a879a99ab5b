import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every message of this folder is written here only: no module of the site (src/) or of
 * the API (server/) holds a copy of its text, so a change here is a change on both sides.
 */
const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');
const SOURCES = ['src', 'server/src', 'server/scripts'];
/** Generated from the API's OpenAPI document, which states some rules in its descriptions. */
const GENERATED = ['src/lib/api/schema.d.ts'];

const isSource = (file: string) => /\.(ts|tsx|js|mjs|astro)$/.test(file) && !/\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** The sentences a module exports, as strings or inside its tables (the password rules, the name messages). */
function sentencesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.includes(' ') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(sentencesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentencesOf);
  return [];
}

const ruleFiles = readdirSync(HERE).filter((file) => isSource(file) && file !== 'field-cases.ts');
const messages = new Set<string>();
for (const file of ruleFiles) {
  const module: Record<string, unknown> = await import(`./${file}`);
  for (const sentence of Object.values(module).flatMap(sentencesOf)) messages.add(sentence);
}
const sources = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }))
  .filter(({ path }) => !GENERATED.includes(path));

describe('the messages of shared/rules', () => {
  it('are read from the rule modules', () => {
    expect(messages.size).toBeGreaterThan(40);
  });

  it.each([...messages])('%j is written in shared/rules only', (message) => {
    expect(sources.filter(({ text }) => text.includes(message)).map(({ path }) => path)).toEqual([]);
  });
});
