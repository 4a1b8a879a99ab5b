import { verify } from '@node-rs/argon2';
import { DEMO_PASSWORD } from './seed/participants.ts';
import type { Queryable } from './types.ts';

/** Why the demo data was asked for, or false when it was not. */
export type DemoAsk = 'DEMO_DATA=1' | 'local demo' | false;

/**
 * What the server says at start about its data: whether it added the demo data (and
 * why), or how to create the first participant of an empty database; and a warning
 * when logins with the published demo password exist in a database that did not ask
 * for the demo (made by an older version, which seeded every empty database).
 */
export async function describeData(
  q: Queryable,
  opened: { demoAdded: boolean; participants: number },
  asked: DemoAsk,
): Promise<string[]> {
  if (opened.demoAdded) {
    const why = asked === 'local demo' ? 'the local demo; DEMO_DATA=0 starts without it' : asked;
    return [
      `Demo data: added to the new database (${why}). Its logins have the password published in the README: ` +
        'never let others reach this server.',
    ];
  }
  if (opened.participants === 0)
    return [
      'No demo data (DEMO_DATA is not 1) and no participants yet. ' +
        'Create the first one: npm run participant:create -w server -- --help',
    ];
  const lines = [`Demo data: none added; the database holds ${opened.participants} participants.`];
  if (!asked) {
    const exposed = await demoLoginsWithPublishedPassword(q);
    if (exposed.length > 0)
      lines.push(
        `WARNING: ${exposed.join(', ')} can log in with the demo password published in the README. ` +
          `Take their passwords away: update participant set password_hash = null where username in ('${exposed.join("', '")}');`,
      );
  }
  return lines;
}

async function demoLoginsWithPublishedPassword(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ username: string; password_hash: string }>(
    `select username, password_hash from participant
      where username in ('demo', 'frsh') and password_hash is not null order by username`,
  );
  const exposed: string[] = [];
  for (const row of rows)
    if (await verify(row.password_hash, DEMO_PASSWORD).catch(() => false)) exposed.push(row.username);
  return exposed;
}
