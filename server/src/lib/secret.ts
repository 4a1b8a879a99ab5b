import { randomBytes } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { Db } from '../db/types.ts';

/** localhost, 127.0.0.0/8 and ::1: only this machine can reach a server listening there. */
export function isLoopback(host: string): boolean {
  const h = host
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/^::ffff:/i, '')
    .toLowerCase();
  return h === 'localhost' || h === '::1' || (isIPv4(h) && h.startsWith('127.'));
}

/**
 * A server others can reach must be given its token secret: one it made up would differ
 * between instances, and a fixed default would let anyone sign tokens.
 */
export function assertSecretConfigured(env: { JWT_SECRET?: string | undefined; HOST: string }): void {
  if (env.JWT_SECRET || isLoopback(env.HOST)) return;
  throw new Error(
    `JWT_SECRET is not set, and HOST=${env.HOST} is not a loopback address. Set JWT_SECRET to a random value ` +
      'of at least 32 characters, the same on every instance (for example `openssl rand -base64 48`).',
  );
}

/**
 * The secret of a local start without JWT_SECRET: random, made on the first start and
 * kept in the database, so a restart (or a second local instance) keeps the sessions.
 */
export async function storedJwtSecret(db: Db): Promise<string> {
  await db.query(`insert into server_secret (name, value) values ('jwt', $1) on conflict (name) do nothing`, [
    randomBytes(48).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from server_secret where name = 'jwt'`);
  return row!.value;
}
