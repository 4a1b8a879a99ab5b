/**
 * The one mapping of the server's per-field refusal (a 422 VALIDATION_FAILED with
 * `errors: [{ path: 'address.postalCode', message }]`) onto a form's fields. Each form
 * says which of its fields a path names; paths it does not know are left out.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The answer's body: the error's `data` (ky's HTTPError) or the body itself. */
function bodyOf(source: unknown): unknown {
  if (!source || typeof source !== 'object') return null;
  return 'errors' in source ? source : (source as { data?: unknown }).data;
}

/**
 * Each field's messages, in the server's order. Several messages for one field (a
 * password breaking two rules) are joined into one text; a repeated one is said once.
 */
export function serverFieldErrors<F extends string>(
  source: unknown,
  fieldOf: (path: string) => F | null | undefined,
): FieldErrors<F> {
  const body = bodyOf(source);
  const list = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  const errors: FieldErrors<F> = {};
  if (!Array.isArray(list)) return errors;
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string' || !message.trim()) continue;
    const field = fieldOf(path);
    if (!field) continue;
    const text = message.trim();
    const before = errors[field];
    if (!before) errors[field] = text;
    else if (!before.includes(text)) errors[field] = `${before} ${text}`;
  }
  return errors;
}

/** A fieldOf for forms whose fields carry the server's own names. */
export const fieldsNamed =
  <F extends string>(...fields: readonly F[]) =>
  (path: string): F | null =>
    (fields as readonly string[]).includes(path) ? (path as F) : null;
