import type { Queryable } from '../db/types.ts';
import type { Deps } from './context.ts';
import { tooManyRequests } from './errors.ts';
import { countAttempt, LOGIN_WINDOW_MS, clearAttempts, uncountAttempt } from './rate-limit.ts';

/**
 * The login limits (docs/decisions/027): they slow a guesser down without locking the
 * owner out. Per 15-minute window:
 *
 * - one client address: LOGIN_ATTEMPTS_PER_ADDRESS attempts, then 429;
 * - one account from one address: LOGIN_FAILURES_PER_CLIENT failures, then 429 for that
 *   address only;
 * - one account from addresses it has not logged in from lately: past
 *   LOGIN_FAILURES_PER_CLIENT failures every further attempt waits longer (0.5 s,
 *   doubling, at most 10 s); past LOGIN_FAILURES_PER_ACCOUNT it is refused with 429,
 *   pointing to the e-mailed password link, which works regardless and makes the
 *   address a known one.
 *
 * Addresses the account logged in from in the last 90 days are exempt from the last
 * limit, so an attack from elsewhere never keeps the owner out at their shop.
 */

/** How long a successful login makes its address a known one for the account. */
export const KNOWN_FOR_MS = 90 * 86_400_000;
const MAX_DELAY_MS = 10_000;

export interface LoginAttempt {
  /** The client's address as limits count it (lib/client-address.ts, addressKey). */
  address: string;
  /** The account the login names; null when it names none. */
  participantId: number | null;
  /** The login as typed, for a name that is no account (counted like one). */
  login: string;
}

export interface Admitted {
  pairKey: string;
  /** Set when the attempt was counted against the account's own limit. */
  accountKey: string | undefined;
}

/** The Polish 429 of the login limits, with its Retry-After. */
const tooMany = (wait: number) =>
  tooManyRequests(`Zbyt wiele prób logowania. Spróbuj ponownie za ${minutes(wait)}.`, 'TOO_MANY_REQUESTS', wait);

/** The account's own limit: its owner gets in at once through the e-mailed link. */
const guessedAt = (wait: number) =>
  tooManyRequests(
    'Na to konto było zbyt wiele nieudanych prób logowania z innych urządzeń. Ustaw nowe hasło przez link ' +
      `„Nie pamiętasz hasła?” — wtedy zalogujesz się od razu — albo spróbuj ponownie za ${minutes(wait)}.`,
    'TOO_MANY_REQUESTS',
    wait,
  );

function minutes(seconds: number) {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1
    ? '1 minutę'
    : m % 10 >= 2 && m % 10 <= 4 && (m % 100 < 12 || m % 100 > 14)
      ? `${m} minuty`
      : `${m} minut`;
}

/**
 * Counts the attempt against every limit it falls under, before the password is checked
 * (parallel guesses cannot overtake the count); throws the 429 of a limit passed, and
 * holds the attempt back when the account is being guessed at from elsewhere.
 */
export async function admitLogin(deps: Deps, attempt: LoginAttempt): Promise<Admitted> {
  const { db, config } = deps;
  const now = deps.clock.now();
  const count = (key: string, limit: number) => countAttempt(db, key, { limit, windowMs: LOGIN_WINDOW_MS, now });

  const byAddress = await count(`address:${attempt.address}`, config.LOGIN_ATTEMPTS_PER_ADDRESS);
  if (byAddress.wait > 0) throw tooMany(byAddress.wait);

  const account =
    attempt.participantId === null ? `login:${attempt.login.trim().toLowerCase()}` : `account:${attempt.participantId}`;
  const pairKey = `pair:${account}:${attempt.address}`;
  const byPair = await count(pairKey, config.LOGIN_FAILURES_PER_CLIENT);
  if (byPair.wait > 0) throw tooMany(byPair.wait);

  if (attempt.participantId !== null && (await isKnownAddress(db, attempt.participantId, attempt.address, now)))
    return { pairKey, accountKey: undefined };
  const byAccount = await count(account, config.LOGIN_FAILURES_PER_ACCOUNT);
  if (byAccount.wait > 0) throw guessedAt(byAccount.wait);
  const hold = delayAfter(byAccount.count - 1, config.LOGIN_FAILURES_PER_CLIENT);
  if (hold > 0) await (deps.pause ?? pause)(hold);
  return { pairKey, accountKey: account };
}

/** The hold of an attempt after `failures` on the account: none up to `free`, then 0.5 s doubling to 10 s. */
export function delayAfter(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(MAX_DELAY_MS, 500 * 2 ** Math.min(failures - free, 5));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The password was right: the attempt was no failure, and its address becomes a known one. */
export async function loginSucceeded(deps: Deps, participantId: number, address: string, admitted: Admitted) {
  await clearAttempts(deps.db, admitted.pairKey);
  if (admitted.accountKey) await uncountAttempt(deps.db, admitted.accountKey);
  await rememberAddress(deps.db, participantId, address, deps.clock.now());
}

/**
 * A password set through an e-mailed link: whoever opened it owns the mailbox, so their
 * address is a known one and its own failures are forgotten.
 */
export async function passwordSetByLink(q: Queryable, participantId: number, address: string, now: Date) {
  await clearAttempts(q, `pair:account:${participantId}:${address}`);
  await rememberAddress(q, participantId, address, now);
}

async function isKnownAddress(q: Queryable, participantId: number, address: string, now: Date): Promise<boolean> {
  const rows = await q.query(
    'select 1 from login_known_address where participant_id = $1 and address = $2 and last_seen_at > $3',
    [participantId, address, new Date(now.getTime() - KNOWN_FOR_MS)],
  );
  return rows.length > 0;
}

async function rememberAddress(q: Queryable, participantId: number, address: string, now: Date) {
  await q.query(
    `insert into login_known_address (participant_id, address, last_seen_at) values ($1, $2, $3)
     on conflict (participant_id, address) do update set last_seen_at = excluded.last_seen_at`,
    [participantId, address, now],
  );
}

/** Drops the addresses no login has come from for KNOWN_FOR_MS. */
export async function pruneKnownAddresses(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from login_known_address where last_seen_at <= $1', [new Date(now.getTime() - KNOWN_FOR_MS)]);
}
