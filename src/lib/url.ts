/** A positive id from the URL or a path segment ("12"), else null: no signs, no zeros, at most 9 digits. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** The positive id in the query parameter `name`, else null. */
export const idParam = (params: URLSearchParams, name: string) => positiveInt(params.get(name));
