/**
 * The portal's search rules for words (decision 019): what a search text becomes before
 * it meets the database. Every list that searches (catalogue, goals, tasks, history) goes
 * through here and through ./sql.ts.
 *
 * - Letters are folded: lower case, no diacritics ("Żółty" → "zolty"); anything that is
 *   not a letter or digit separates words.
 * - Short connecting words (do, z, i, w, na, dla, …) are dropped.
 * - Each remaining word is cut to a stem by a light Polish suffix-stripper; a word of the
 *   text matches when one of its words starts with that stem ("kawa" → "kaw" finds
 *   "kawy", "kawą", "kawiarni").
 */

/**
 * Characters folded one to one, and what they become. The database does the same with
 * `translate()` in search_fold() (migration 074_search.sql, which repeats these two
 * strings); a test holds the two equal on PGlite and PostgreSQL.
 */
export const FOLD_FROM =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĸĹĺĻļĽľĿŀŁłŃńŅņŇňŊŋŌōŎŏŐőŒœŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſ';
export const FOLD_TO =
  'abcdefghijklmnopqrstuvwxyzaaaaaaaceeeeiiiidnoooooouuuuytsaaaaaaaceeeeiiiidnoooooouuuuytyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkkllllllllllnnnnnnnnoooooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs';

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

/**
 * A text as the search compares it: folded letters, words of a–z and 0–9 separated by
 * one space. Characters outside the table (other scripts, emoji, punctuation) separate
 * words, as in the database.
 */
export function fold(text: string): string {
  let out = '';
  for (const c of text) out += FOLD.get(c) ?? c;
  return out.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Connecting words a search ignores (folded): prepositions, conjunctions, particles. */
export const CONNECTING_WORDS: ReadonlySet<string> = new Set(
  'a i o u w z we ze do na dla od po za ku przy bez pod nad przed oraz lub albo czy ani to sie jak'.split(' '),
);

/**
 * Endings the stemmer cuts, longest first: the case endings of nouns and adjectives
 * (after folding, so "ą" is "a" and "ę" is "e").
 */
const ENDINGS = [
  'iami',
  'iach',
  'iego',
  'iemu',
  'ego',
  'emu',
  'ymi',
  'imi',
  'ach',
  'ami',
  'ych',
  'ich',
  'iem',
  'owi',
  'om',
  'ow',
  'ie',
  'ia',
  'iu',
  'ej',
  'em',
  'ym',
  'im',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
];

/** A stem keeps at least this many letters: "gry" stays "gry" rather than "gr". */
const MIN_STEM = 3;

/**
 * The prefixes a word of the text may start with to match `word`: its stem, and the
 * stem with or without the "e" that Polish drops before a final k ("kubek" → "kubka",
 * "słuchawka" → "słuchawek"). Words with digits are kept whole.
 */
export function stems(word: string): string[] {
  if (/\d/.test(word) || word.length <= MIN_STEM) return [word];
  const ending = ENDINGS.find((e) => word.endsWith(e) && word.length - e.length >= MIN_STEM);
  const stem = ending ? word.slice(0, -ending.length) : word;
  const out = [stem];
  // kubk- ↔ kubek-, sluchawk- ↔ sluchawek-
  const k = /^(.*[^aeiouy])(e?)k$/.exec(stem);
  if (k && k[1]!.length >= MIN_STEM) out.push(k[2] ? `${k[1]}k` : `${k[1]}ek`);
  return out;
}

/**
 * One word of a search: as typed (folded), the prefixes that match it, and its forms (a
 * prefix alone or with one of the endings): a name that holds one of these holds the word
 * itself ("kawy" for "kawa"), not only a longer one that starts alike ("kawiarni").
 */
export interface SearchTerm {
  word: string;
  prefixes: string[];
  forms: string[];
}

const formsOf = (word: string, prefixes: string[]) =>
  prefixes[0] === word ? [word] : [...new Set([word, ...prefixes.flatMap((p) => [p, ...ENDINGS.map((e) => p + e)])])];

/** The most words one search takes into account; the rest are ignored. */
export const MAX_TERMS = 8;

/**
 * The words of a search text that narrow the results, in order, without repeats. An
 * empty list (nothing but connecting words, punctuation or emoji) means no search.
 */
export function searchTerms(text: string): SearchTerm[] {
  const words = fold(text)
    .split(' ')
    .filter((w) => w && !CONNECTING_WORDS.has(w));
  return [...new Set(words)].slice(0, MAX_TERMS).map((word) => {
    const prefixes = stems(word);
    return { word, prefixes, forms: formsOf(word, prefixes) };
  });
}
