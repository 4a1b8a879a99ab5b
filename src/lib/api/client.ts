import ky, { type KyInstance } from 'ky';
import { config } from '../config/config';
import { refuseOfflineChange } from '../offline/offline-change';
import { noteAnswer, noteAsked } from '../offline/stale';
import { currentToken } from '../stores/session';
import { dropPreloaded, takePreloaded } from './preload';

/** A read's key, which fetchRead (fetch-read.ts) puts in ky's context; other calls change something. */
const readKeyOf = (context: Record<string, unknown>) =>
  typeof context.readKey === 'string' ? context.readKey : undefined;

/** Per-attempt timeout; a slow connection still gets a whole JSON page in this time. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The one HTTP client (D1): every call goes to the configured API base (same origin
 * when empty) and carries the bearer token while a session exists. GET calls are
 * retried with backoff when the network fails, and an answer the page's inline preloader
 * already started is used instead of asking again (a read's key travels in ky's context). Offline (docs/decisions/024), a call
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
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request, options }) => {
          const t = token();
          if (t) request.headers.set('Authorization', `Bearer ${t}`);
          const readKey = readKeyOf(options.context);
          const changes = readKey === undefined && request.method !== 'GET' && request.method !== 'HEAD';
          if (!changes) return;
          refuseOfflineChange();
          // Nothing read before a change is shown after it.
          dropPreloaded();
        },
        // A read the inline preloader already asked for is answered by its answer (preload.ts).
        ({ options }) => {
          const readKey = readKeyOf(options.context);
          if (readKey === undefined) return;
          noteAsked(readKey);
          return takePreloaded(readKey);
        },
      ],
      afterResponse: [
        ({ options, response }) => {
          const readKey = readKeyOf(options.context);
          if (readKey !== undefined) noteAnswer(readKey, response);
        },
      ],
    },
  });
}

export const api = /* @__PURE__ */ createClient();
