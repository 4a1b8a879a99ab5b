import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';

/**
 * Server-side sessions: a login opens one, its tokens carry its id (`sid`), and a token
 * counts only while its session is live. Kept in the database, so a revocation holds on
 * every instance at once.
 */
export async function openSession(q: Queryable, participantId: number, now: Date, expiresAt: Date): Promise<string> {
  const id = randomUUID();
  await q.query('insert into session (id, participant_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    id,
    participantId,
    now,
    expiresAt,
  ]);
  return id;
}

export async function isSessionLive(q: Queryable, sessionId: string, participantId: number): Promise<boolean> {
  const rows = await q.query('select 1 from session where id = $1 and participant_id = $2 and revoked_at is null', [
    sessionId,
    participantId,
  ]);
  return rows.length > 0;
}

/**
 * A refresh keeps the session and moves its expiry to the new token's: 'extended'. 'ended'
 * when it was revoked meanwhile; 'too old' when it was opened before `openedAfter` (its
 * absolute lifetime is over, however often it was refreshed).
 */
export async function extendSession(
  q: Queryable,
  sessionId: string,
  expiresAt: Date,
  openedAfter: Date,
): Promise<'extended' | 'ended' | 'too old'> {
  const rows = await q.query<{ extended: boolean }>(
    `update session set expires_at = case when created_at > $3 then $2 else expires_at end
      where id = $1 and revoked_at is null
      returning created_at > $3 as extended`,
    [sessionId, expiresAt, openedAfter],
  );
  return rows.length === 0 ? 'ended' : rows[0]!.extended ? 'extended' : 'too old';
}

export async function revokeSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q.query('update session set revoked_at = $2 where id = $1 and revoked_at is null', [sessionId, now]);
}

/** Ends every session of the participant, but `keep` (the one that asked) when given. */
export async function revokeSessions(q: Queryable, participantId: number, now: Date, keep?: string): Promise<void> {
  await q.query(
    `update session set revoked_at = $2
      where participant_id = $1 and revoked_at is null and ($3::uuid is null or id <> $3::uuid)`,
    [participantId, now, keep ?? null],
  );
}

/** Drops the sessions that expired more than a day ago: no token of theirs can be used or renewed. */
export async function pruneSessions(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from session where expires_at < $1', [new Date(now.getTime() - 86_400_000)]);
}
