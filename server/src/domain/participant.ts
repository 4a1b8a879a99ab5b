import type { Queryable } from '../db/types.ts';

export interface ParticipantRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  group_code: string;
  store_name: string;
  firstname: string;
  lastname: string;
  nip: string;
  phone: string;
  street: string;
  postal_code: string;
  city: string;
  bank_account: string;
  consent_rules: boolean;
  consent_marketing: boolean;
  consent_sms: boolean;
}

export async function findParticipant(q: Queryable, id: number): Promise<ParticipantRow | undefined> {
  return (await q.query<ParticipantRow>('select * from participant where id = $1', [id]))[0];
}

/** By username or e-mail, case-insensitively. */
export async function findParticipantByLogin(q: Queryable, login: string): Promise<ParticipantRow | undefined> {
  return (
    await q.query<ParticipantRow>(
      'select * from participant where lower(username) = lower($1) or lower(email) = lower($1)',
      [login.trim()],
    )
  )[0];
}

/** The session object of login and refresh: the token and who it belongs to. */
export function sessionOf(p: ParticipantRow, token: string) {
  return {
    token,
    participantId: p.id,
    username: p.username,
    email: p.email,
    firstname: p.firstname,
    lastname: p.lastname,
    storeName: p.store_name,
    groupCode: p.group_code,
  };
}
