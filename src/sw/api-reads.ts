/**
 * The API's reads in the service worker: network first, and the session's last answer
 * when the network is down, answers 502/503/504 or is slower than the deadline
 * (docs/decisions/024). Answers are kept per participant (the token's `sub`) under a key
 * made of the participant, the method, the URL and the body, so the list POSTs (whose
 * body is the query) are kept too, which Cache Storage cannot key by itself. An answer
 * served from here carries STORED_AT_HEADER, for the page's "Offline — dane z 14:32".
 */
import { jwtDecode } from 'jwt-decode';
import { STORED_AT_HEADER } from '../lib/offline/names';

/** How long a read may take before the kept answer is shown instead (issue 17: 3 s). */
export const READ_DEADLINE_MS = 3000;
/** How many answers the cache keeps; the oldest go first. */
export const MAX_ANSWERS = 400;
/** Where synthetic keys live: never fetched, only a name in Cache Storage. */
const KEY_PATH = '__punkty-api/';

export interface ReadContext {
  cache: Cache;
  /** The worker's scope URL, under which keys are made. */
  scope: string;
  fetch: (request: Request) => Promise<Response>;
  /** Keeps the worker alive until a late answer is stored. */
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  deadlineMs?: number;
}

/** Whose answers these are: the bearer token's `sub` (else its username or participantId). */
export function ownerOfToken(authorization: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  try {
    const { sub, username, participantId } = jwtDecode<Record<string, unknown>>(token);
    const owner = [sub, username, participantId].find((v) => typeof v === 'string' || typeof v === 'number');
    return owner === undefined || owner === '' ? null : String(owner);
  } catch {
    return null; // not a JWT, or its payload is not JSON
  }
}

async function keyOf(scope: string, owner: string, request: Request): Promise<Request> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  const bytes = new TextEncoder().encode(`${owner}\n${request.method}\n${request.url}\n${body}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  return new Request(new URL(KEY_PATH + hex, scope).href);
}

/** Worth keeping: a whole JSON answer (not an error, not a 204 "nothing"). */
const keepable = (response: Response) =>
  response.status === 200 && /json/i.test(response.headers.get('content-type') ?? '');

/** The server was not reached (a proxy or CDN says so): the kept answer is better. */
const unreachable = (response: Response) => [502, 503, 504].includes(response.status);

async function store(context: ReadContext, key: Request, response: Response): Promise<void> {
  const now = context.now ?? Date.now;
  // A new, plain answer: readable by the page whatever the API's CORS headers expose.
  const kept = new Response(await response.blob(), {
    status: 200,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/json',
      [STORED_AT_HEADER]: String(now()),
    },
  });
  await context.cache.put(key, kept);
  const keys = await context.cache.keys();
  // Cache Storage lists keys in the order they were (last) put: the oldest first.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ANSWERS)).map((old) => context.cache.delete(old)));
}

/** Answers a read; a request without a participant's token goes to the network untouched. */
export async function answerRead(request: Request, context: ReadContext): Promise<Response> {
  const owner = ownerOfToken(request.headers.get('authorization'));
  if (!owner) return context.fetch(request);
  const key = await keyOf(context.scope, owner, request);
  const network = context.fetch(request);
  // Whenever the network answers, even after the deadline, its answer is kept.
  context.waitUntil(
    network
      .then((response) => (keepable(response) ? store(context, key, response.clone()) : undefined))
      .catch(() => {}),
  );
  const kept = await context.cache.match(key);
  if (!kept) return network;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), context.deadlineMs ?? READ_DEADLINE_MS);
  });
  const first = await Promise.race([network.catch(() => null), deadline]);
  clearTimeout(timer);
  return first && !unreachable(first) ? first : kept;
}
