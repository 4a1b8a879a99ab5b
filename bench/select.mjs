/**
 * Which sections `npm run bench` runs: all by default, or those named by
 * `--only=word,word`, `--only word,word` or BENCH_ONLY=word,word. A word picks every
 * section whose name holds it ("load" → load timings); the report keeps its order.
 */

/** The words asked for (lower case), or null for all. */
export function requestedSections(argv, env) {
  const at = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  const value = at < 0 ? env.BENCH_ONLY : argv[at].startsWith('--only=') ? argv[at].slice(7) : argv[at + 1];
  if (value === undefined || value === '') return at < 0 ? null : [];
  return value
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
}

/** The sections the words pick (all when `words` is null); throws when a word picks none. */
export function selectSections(sections, words) {
  if (words === null) return sections;
  const names = sections.map((section) => section.name).join(', ');
  if (words.length === 0) throw new Error(`--only needs section names: ${names}.`);
  const unmatched = words.filter((word) => !sections.some((section) => section.name.includes(word)));
  if (unmatched.length > 0) throw new Error(`No bench section matches "${unmatched.join('", "')}": ${names}.`);
  return sections.filter((section) => words.some((word) => section.name.includes(word)));
}
