import ky, { type KyInstance } from 'ky';
import { config } from '../config/config';
import { refuseOfflineChange } from '../offline/offline-change';
import { apiPath, isApiRead } from '../offline/reads';
import { noteAnswer, noteAsked } from '../offline/stale';
import { requestKey } from './preload-registry';
import { currentToken } from '../stores/session';
import { fetchWithPreload } from './preload';
import { bodyText } from './request-body';

/** Per-attempt timeout; a slow connection still gets a whole JSON page in this time. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The one HTTP client (D1): every call goes to the configured API base (same origin
 * when empty) and carries the bearer token while a session exists. GET calls are
 * retried with backoff when the network fails, and an answer the page's inline preloader
 * already started is used instead of asking again. Offline (docs/decisions/024), a call
 * that changes something is not sent at all, and each read's answer is reported to the
 * offline note's store (the service worker marks the answers it gave from its cache).
 * Nothing else happens here: failures are thrown to the caller, and src/lib/errors.ts
 * turns them into toasts.
 */
export function createClient(
  options: { baseUrl?: string; fetch?: typeof fetch; token?: () => string | null } = {},
): KyInstance {
  const base = options.baseUrl ?? config.loyaltyApiUrl;
  const token = options.token ?? currentToken;
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return ky.create({
    prefix: base || origin,
    timeout: REQUEST_TIMEOUT_MS,
    retry: {
      limit: 2,
      methods: ['get'],
      statusCodes: [408, 502, 503, 504],
      backoffLimit: 3000,
      jitter: true,
    },
    // Answers the inline preloader started before the islands loaded are taken over (preload.ts).
    fetch: options.fetch ?? fetchWithPreload(base, origin),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const t = token();
          if (t) request.headers.set('Authorization', `Bearer ${t}`);
          refuseOfflineChange(request, base, origin);
        },
        async ({ request, options }) => {
          if (isApiRead(request.method, apiPath(request.url, base, origin)))
            noteAsked(requestKey(request.method, request.url, await bodyText(request, options.body)));
        },
      ],
      afterResponse: [
        async ({ request, options, response }) => {
          if (!isApiRead(request.method, apiPath(request.url, base, origin))) return;
          noteAnswer(requestKey(request.method, request.url, await bodyText(request, options.body)), response);
        },
      ],
    },
  });
}

export const api = createClient();
