/**
 * Polish typography for text on screen (docs/decisions/022): where a line must not break,
 * a space becomes a no-break space and a hyphen inside a number a no-break hyphen.
 * Nothing else changes, and every change is one character for one, so offsets into the
 * text stay right (the popup's Draft.js styles and links count characters). Applying it
 * twice changes nothing.
 */
const NBSP = '\u00a0';
const NB_HYPHEN = '\u2011';

/** Where a word starts: the text's start, a space, or an opening bracket or quote. */
const START = '(?<=^|[\\s(\\[„"«])';

/** Abbreviations that always come before something: "ul. Lipowa", "nr 12", "art. 6". */
const LEADING = 'np. ul. al. pl. tel. tj. ok. godz. tzw. art. ust. lit. pkt poz. § nr wg'
  .split(' ')
  .map((word) => word.replace('.', '\\.'))
  .join('|');

const RULES: [RegExp, string][] = [
  // One-letter words do not end a line: "i w domu", "(z dostawą)".
  [new RegExp(`${START}([aiouwzAIOUWZ]) `, 'gu'), `$1${NBSP}`],
  // Nor do the abbreviations that lead something.
  [new RegExp(`${START}(${LEADING}) `, 'giu'), `$1${NBSP}`],
  // A number keeps its groups and what follows it: "10 000 mAh", "3 próby", "+48 601 234 567".
  [/(?<=\d) (?=\S)/gu, NBSP],
  // A dash never starts a line: "ekspres — zielony" breaks after the dash, not before it.
  [/ (?=[—–-] )/gu, NBSP],
  // A hyphen inside a number holds: "05-800", "601-234-567". (Between words it may break:
  // a no-break hyphen there would stop the page's search from finding "e-mail".)
  [/(?<=\d)-(?=\d)/gu, NB_HYPHEN],
];

export function typeset(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}
