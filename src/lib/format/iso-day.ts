/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30); import-free for the inline preloader. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Is this a real calendar day written YYYY-MM-DD (the API's day format)? */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
