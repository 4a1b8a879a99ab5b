/** Polish and Latin letters (spec section 5). */
const LETTER = /^[A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż]$/;

export interface LettersOptions {
  /** Characters allowed besides letters, e.g. ' -' for double-barrelled surnames. */
  extra?: string;
}

const isExtra = (ch: string, extra = '') => ch.length === 1 && extra.includes(ch);
const isAllowedChar = (ch: string, opts: LettersOptions) => LETTER.test(ch) || isExtra(ch, opts.extra);

/**
 * May this key press go through? Only keys that type a character are judged: the spec's
 * editing keys (Backspace, Tab, Enter, arrows, Delete, Home, End) and every other named
 * key (Shift, Escape, F5, 'Unidentified' from phone keyboards, 'Dead' accents…) type
 * nothing by themselves, so they pass; whatever composition produces is checked on input
 * with isLettersOnly. Shortcuts (Ctrl/Cmd+…) are never blocked; Polish letters typed with
 * AltGr arrive as one character with altKey set, so the character is what counts.
 */
export function isAllowedKey(
  event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean },
  opts: LettersOptions = {},
): boolean {
  if (event.ctrlKey || event.metaKey) return true;
  if ([...event.key].length !== 1) return true;
  return isAllowedChar(event.key, opts);
}

/** Is every character a letter (or one of the extra characters)? Empty text is. */
export function isLettersOnly(text: string, opts: LettersOptions = {}): boolean {
  return [...text].every((ch) => isAllowedChar(ch, opts));
}

/**
 * What a paste puts into a letters-only field (spec section 5: letters only, or it is
 * blocked): the text without the white space around it (copied names often carry a
 * trailing space or line break), or null when it holds anything but letters.
 */
export function acceptPaste(text: string, opts: LettersOptions = {}): string | null {
  const trimmed = text.trim();
  return isLettersOnly(trimmed, opts) ? trimmed : null;
}
