/**
 * The server's own sentence for a refused call (the contract's error body carries the
 * same Polish text in `detail` and `message`). Kept apart from the order rules so the
 * orders list does not load them.
 */
import { HTTPError } from 'ky';
import { errorMessage, statusOf } from '../errors';

export const detailOf = (error: unknown): string | null => {
  if (!(error instanceof HTTPError) || !error.data || typeof error.data !== 'object') return null;
  const data = error.data as Record<string, unknown>;
  const text = typeof data.detail === 'string' ? data.detail : typeof data.message === 'string' ? data.message : '';
  return text.trim() || null;
};

/** A refused side call (a voucher resend): the server's sentence for a 4xx, else the usual text. */
export function refusalMessage(error: unknown): string {
  const status = statusOf(error);
  return (status !== null && status >= 400 && status < 500 ? detailOf(error) : null) ?? errorMessage(error);
}
