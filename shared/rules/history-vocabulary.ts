/** The history contract's words (server/openapi.json, tag Historia): kinds and sources. */
export const HISTORY_KINDS = ['earned', 'locked', 'unlocked', 'spent', 'expired', 'correction'] as const;
export const HISTORY_SOURCES = ['plan', 'task', 'order', 'expiry', 'correction'] as const;
