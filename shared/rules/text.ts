/** Runs of white space become one space; the ends are trimmed. */
export const collapseSpaces = (input: string | undefined) => (input ?? '').replace(/\s+/g, ' ').trim();

/** Length in characters (Unicode code points), not UTF-16 units. */
export const charCount = (value: string) => [...value].length;
