/** Polish and Latin letters (spec section 5). */
const LETTER = /^[A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż]$/;
const LETTERS = /^[A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż]*$/;

/** Keys that edit or move rather than type, always allowed. */
const CONTROL_KEYS = new Set([
  'Backspace',
  'Tab',
  'Enter',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Delete',
  'Home',
  'End',
]);

export interface LettersOptions {
  /** Characters allowed besides letters, e.g. ' -' for double-barrelled surnames. */
  extra?: string;
}

const isExtra = (ch: string, extra = '') => ch.length === 1 && extra.includes(ch);

/** May this key press go through? Shortcuts (Ctrl/Cmd+…) are never blocked. */
export function isAllowedKey(
  event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean },
  opts: LettersOptions = {},
): boolean {
  if (event.ctrlKey || event.metaKey) return true;
  if (CONTROL_KEYS.has(event.key)) return true;
  // Polish letters typed with AltGr arrive as one character with altKey set; judge the character.
  return LETTER.test(event.key) || isExtra(event.key, opts.extra);
}

/** A paste goes through only when all of it is letters (or the extra characters). */
export function isLettersOnly(text: string, opts: LettersOptions = {}): boolean {
  return [...text].every((ch) => LETTERS.test(ch) || isExtra(ch, opts.extra));
}
