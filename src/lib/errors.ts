import { HTTPError, NetworkError, TimeoutError } from 'ky';
import { OfflineChangeError } from './offline/offline-change';
import { showError } from './toast/toast';

/** The spec's default (section 8). */
export const DEFAULT_ERROR = 'Coś poszło nie tak...';
/**
 * No answer at all (offline, a refused connection, a timeout): the default and one sentence
 * that is true whether the phone or the server is at fault (D13). Never "no internet": the
 * internet may be fine and the API down.
 */
export const CONNECTION_ERROR = `${DEFAULT_ERROR} Nie udało się połączyć z serwerem programu. Sprawdź połączenie i spróbuj ponownie.`;

const textField = (data: unknown, field: 'message' | 'detail'): string | null => {
  if (!data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/**
 * The text the participant sees for a failed call (spec section 8): 401 → the body's
 * message, 404 and 422 → the body's detail, other statuses → the default. A call that got
 * no answer (D13) and anything else is logged to the console; the first gets the default
 * with the D13 sentence, the rest the default alone.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof HTTPError || error instanceof OfflineChangeError)) console.error(error);
  return errorText(error);
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
  // A change not sent while offline (docs/decisions/024): its own sentence says so.
  if (error instanceof OfflineChangeError) return error.message;
  return noAnswer(error) ? CONNECTION_ERROR : DEFAULT_ERROR;
}

/** ky's own errors, and fetch's TypeError where ky does not recognise the browser's wording. */
const noAnswer = (error: unknown) =>
  error instanceof NetworkError ||
  error instanceof TimeoutError ||
  (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) ||
  (typeof navigator !== 'undefined' && navigator.onLine === false);

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
