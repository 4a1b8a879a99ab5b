/**
 * The reference API as the journeys call it from Node: real logins (one per participant
 * and server, shared while the session lives: most journeys need a session, not a login)
 * and reads with a participant's token, to know what the page should show.
 */
export const DEMO_PASSWORD = 'Demo!2345';

export type Session = Record<string, unknown> & { token: string; username: string };

export async function apiLogin(origin: string, username: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await fetch(`${origin}/loyalty/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, appCode: 'app3' }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Session;
}

/** Seconds left on a token. */
export function secondsLeft(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}

export class Api {
  readonly origin: string;
  readonly token: string;

  constructor(origin: string, token: string) {
    this.origin = origin;
    this.token = token;
  }

  async call<T = any>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  get<T = any>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  post<T = any>(path: string, body: unknown): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  /** Ends the session on the server, as a logout on another device would. */
  async logout(): Promise<void> {
    const response = await fetch(`${this.origin}/loyalty/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: this.token }),
    });
    if (!response.ok) throw new Error(`logout: ${response.status}`);
  }
}

const shared = new Map<string, Promise<Session>>();

/** One login per participant and server, reused while it has 5 minutes left and still works. */
export async function sharedSession(origin: string, username: string): Promise<Session> {
  const key = `${origin} ${username}`;
  const known = await shared.get(key)?.catch(() => null);
  if (known && secondsLeft(known.token) > 300) {
    const live = await fetch(`${origin}/api/loyalty/group`, { headers: { authorization: `Bearer ${known.token}` } });
    if (live.ok) return known;
  }
  const fresh = apiLogin(origin, username);
  shared.set(key, fresh);
  return fresh;
}
