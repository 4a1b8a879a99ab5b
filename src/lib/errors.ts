import { HTTPError, NetworkError, TimeoutError } from 'ky';
import { OfflineChangeError } from './offline/offline-change';
import { showError } from './toast/toast';

/** The spec's default (section 8). */
export const DEFAULT_ERROR = 'Coś poszło nie tak...';
export const OFFLINE_ERROR = 'Brak połączenia z internetem. Sprawdź połączenie i spróbuj ponownie.';
export const TIMEOUT_ERROR = 'Serwer nie odpowiada. Spróbuj ponownie za chwilę.';

const textField = (data: unknown, field: 'message' | 'detail'): string | null => {
  if (!data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/**
 * The text the participant sees for a failed call (spec section 8): 401 → the body's
 * message, 404 and 422 → the body's detail, other statuses → the default; a lost
 * connection or a timeout say so; anything else is logged and gets the default.
 */
export function errorMessage(error: unknown): string {
  const text = errorText(error);
  const expected = error instanceof HTTPError || error instanceof TimeoutError || error instanceof OfflineChangeError;
  if (!(expected || text === OFFLINE_ERROR)) console.error(error);
  return text;
}

/** The text of errorMessage without logging anything (for a view that shows it again). */
export function errorText(error: unknown): string {
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const data = error.data;
    if (status === 401) return textField(data, 'message') ?? DEFAULT_ERROR;
    if (status === 404 || status === 422) return textField(data, 'detail') ?? DEFAULT_ERROR;
    return DEFAULT_ERROR;
  }
  if (error instanceof TimeoutError) return TIMEOUT_ERROR;
  // A change not sent while offline (docs/decisions/024): its own sentence says so.
  if (error instanceof OfflineChangeError) return error.message;
  if (error instanceof NetworkError || isOffline()) return OFFLINE_ERROR;
  return DEFAULT_ERROR;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Reports a failed call with a toast and returns the text (for inline messages too). */
export function handleError(error: unknown): string {
  const message = errorMessage(error);
  showError(message);
  return message;
}

/** The HTTP status of a failed call, or null when no response came. */
export const statusOf = (error: unknown): number | null => (error instanceof HTTPError ? error.response.status : null);

/** The body of the server's answer to a failed call (the contract's error shape), else undefined. */
export const bodyOf = (error: unknown): unknown => (error instanceof HTTPError ? error.data : undefined);

/** The contract's machine-readable reason (`code`), when the server gave one. */
export const codeOf = (error: unknown): string | null =>
  error instanceof HTTPError && error.data && typeof error.data === 'object'
    ? (((error.data as Record<string, unknown>).code as string | undefined) ?? null)
    : null;

/**
 * The server's own Polish sentence for a failed call (`detail`, else `message`), whatever
 * the status: for inline text where the participant needs the reason ("To zadanie jest
 * już wykonane."); the toast still follows section 8.
 */
export const detailOf = (error: unknown): string | null =>
  error instanceof HTTPError ? (textField(error.data, 'detail') ?? textField(error.data, 'message')) : null;
