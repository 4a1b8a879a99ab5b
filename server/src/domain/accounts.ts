import { hash } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import type { Mailer } from '../lib/mailer.ts';

// ---- Passwords (their rules: shared/rules/password.ts) --------------------------------

/** `Algorithm.Argon2id`: a const enum, which type stripping cannot inline. */
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// ---- Activation and restoration links -------------------------------------------------

export type LinkPurpose = 'activation' | 'restore';

export interface AccountLink {
  id: string;
  participantId: number;
  purpose: LinkPurpose;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export type LinkState = 'valid' | 'used' | 'expired';

/** At most this many account e-mails (links) per account within LINK_RATE_WINDOW_MS. */
export const LINK_RATE_LIMIT = 3;
export const LINK_RATE_WINDOW_MS = 15 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface LinkRow {
  id: string;
  participant_id: number;
  purpose: LinkPurpose;
  created_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

const toLink = (r: LinkRow): AccountLink => ({
  id: r.id,
  participantId: r.participant_id,
  purpose: r.purpose,
  createdAt: new Date(r.created_at),
  expiresAt: new Date(r.expires_at),
  usedAt: r.used_at == null ? null : new Date(r.used_at),
});

export async function createLink(
  tx: Queryable,
  clock: Clock,
  opts: { participantId: number; purpose: LinkPurpose; ttlHours: number },
): Promise<AccountLink> {
  const now = clock.now();
  const link: AccountLink = {
    id: crypto.randomUUID(),
    participantId: opts.participantId,
    purpose: opts.purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + opts.ttlHours * 3_600_000),
    usedAt: null,
  };
  await tx.query(
    `insert into account_link (id, participant_id, purpose, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
    [link.id, link.participantId, link.purpose, link.createdAt, link.expiresAt],
  );
  return link;
}

/** The link with this uuid and purpose; anything that is not a uuid is simply unknown. */
export async function findLink(q: Queryable, id: string, purpose: LinkPurpose): Promise<AccountLink | undefined> {
  if (!UUID.test(id)) return undefined;
  const rows = await q.query<LinkRow>('select * from account_link where id = $1 and purpose = $2', [
    id.toLowerCase(),
    purpose,
  ]);
  return rows[0] && toLink(rows[0]);
}

export function linkState(link: AccountLink, now: Date): LinkState {
  if (link.usedAt) return 'used';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/**
 * Marks the link used, and with it every other unused link of the same purpose of that
 * participant (an older e-mail must not work after the password was set). Answers false
 * when another request used the link first.
 */
export async function consumeLink(tx: Queryable, link: AccountLink, now: Date): Promise<boolean> {
  const claimed = await tx.query(
    'update account_link set used_at = $2 where id = $1 and used_at is null returning id',
    [link.id, now],
  );
  if (claimed.length === 0) return false;
  await revokeLinks(tx, link.participantId, link.purpose, now);
  return true;
}

/** Makes every unused link of this purpose unusable (e.g. after a password change). */
export async function revokeLinks(
  tx: Queryable,
  participantId: number,
  purpose: LinkPurpose,
  now: Date,
): Promise<void> {
  await tx.query(
    'update account_link set used_at = $3 where participant_id = $1 and purpose = $2 and used_at is null',
    [participantId, purpose, now],
  );
}

/** Whether the account may receive another link now (LINK_RATE_LIMIT per LINK_RATE_WINDOW_MS). */
export async function mayReceiveLink(q: Queryable, participantId: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LINK_RATE_WINDOW_MS);
  const rows = await q.query<{ n: number }>(
    'select count(*)::int as n from account_link where participant_id = $1 and created_at > $2',
    [participantId, since],
  );
  return (rows[0]?.n ?? 0) < LINK_RATE_LIMIT;
}

// ---- E-mails --------------------------------------------------------------------------

/** a***@punkty.example: enough to recognise one's address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** dd.MM.yyyy HH:mm in Europe/Warsaw (D7). */
export function warsawDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pl-PL', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

export const linkUrl = (siteUrl: string, link: AccountLink) =>
  `${siteUrl.replace(/\/+$/, '')}/${link.purpose === 'activation' ? 'activate-account' : 'restore-password'}/${link.id}`;

interface Recipient {
  email: string;
  username: string;
  firstname: string;
}

/** Creates a link of the given purpose and sends its e-mail, in the caller's transaction. */
export async function sendLinkMail(
  tx: Queryable,
  deps: { clock: Clock; mailer: Mailer; siteUrl: string; ttlHours: number },
  participant: Recipient & { id: number },
  purpose: LinkPurpose,
): Promise<AccountLink> {
  const link = await createLink(tx, deps.clock, { participantId: participant.id, purpose, ttlHours: deps.ttlHours });
  await deps.mailer.send(tx, linkMail(participant, link, linkUrl(deps.siteUrl, link)));
  return link;
}

function linkMail(p: Recipient, link: AccountLink, url: string) {
  const greeting = p.firstname ? `Dzień dobry, ${p.firstname}!` : 'Dzień dobry!';
  const validity = `Link jest ważny do ${warsawDateTime(link.expiresAt)} i działa tylko raz.`;
  const footer = 'Pozdrawiamy\nZespół programu Punkty';
  if (link.purpose === 'activation') {
    return {
      to: p.email,
      subject: 'Aktywuj konto w programie Punkty',
      body: [
        greeting,
        '',
        `Aby aktywować konto „${p.username}” w programie lojalnościowym Punkty, ustaw hasło pod adresem:`,
        url,
        '',
        validity,
        'Jeśli nie zakładałeś konta, zignoruj tę wiadomość.',
        '',
        footer,
      ].join('\n'),
    };
  }
  return {
    to: p.email,
    subject: 'Ustaw nowe hasło w programie Punkty',
    body: [
      greeting,
      '',
      `Otrzymaliśmy prośbę o ustawienie nowego hasła do konta „${p.username}”. Nowe hasło ustawisz pod adresem:`,
      url,
      '',
      validity,
      'Jeśli to nie Ty prosiłeś o zmianę, zignoruj tę wiadomość: dotychczasowe hasło nadal działa.',
      '',
      footer,
    ].join('\n'),
  };
}
