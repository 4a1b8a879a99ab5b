/**
 * Cuts text to `max` characters at a word boundary and adds '...' (spec section 5):
 * text that fits is returned as is; a single word longer than `max` is cut inside it;
 * a comma or dash left dangling before the '...' goes.
 */
export function truncateWords(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  // A boundary right after the cut (the next character is a space) keeps the whole cut.
  const boundary = clean[max] === ' ' ? max : cut.lastIndexOf(' ');
  const kept = boundary > 0 ? cut.slice(0, boundary) : cut;
  // "Sklep, Hurtownia…" cut after the comma reads "Sklep...", not "Sklep,...".
  return `${kept.trimEnd().replace(/(?<=\S)[\s,;:–—-]+$/u, '')}...`;
}

/** The top bar's store name: uppercased, 26 characters at most (spec section 9). */
export const STORE_NAME_MAX = 26;
export const formatStoreName = (name: string) => truncateWords(name.toLocaleUpperCase('pl-PL'), STORE_NAME_MAX);
