import ky, { type KyInstance } from 'ky';
import { config } from '../config/config';
import { currentToken } from '../stores/session';
import { fetchWithPreload } from './preload';

/** Per-attempt timeout; a slow connection still gets a whole JSON page in this time. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The one HTTP client (D1): every call goes to the configured API base (same origin
 * when empty) and carries the bearer token while a session exists. GET calls are
 * retried with backoff when the network fails, and an answer the page's inline preloader
 * already started is used instead of asking again; nothing else happens here: failures
 * are thrown to the caller, and src/lib/errors.ts turns them into toasts.
 */
export function createClient(
  options: { baseUrl?: string; fetch?: typeof fetch; token?: () => string | null } = {},
): KyInstance {
  const base = options.baseUrl ?? config.loyaltyApiUrl;
  const token = options.token ?? currentToken;
  return ky.create({
    prefix: base || (typeof location !== 'undefined' ? location.origin : 'http://localhost'),
    timeout: REQUEST_TIMEOUT_MS,
    retry: {
      limit: 2,
      methods: ['get'],
      statusCodes: [408, 502, 503, 504],
      backoffLimit: 3000,
      jitter: true,
    },
    // Answers the inline preloader started before the islands loaded are taken over (preload.ts).
    fetch: options.fetch ?? fetchWithPreload,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const t = token();
          if (t) request.headers.set('Authorization', `Bearer ${t}`);
        },
      ],
    },
  });
}

export const api = createClient();
