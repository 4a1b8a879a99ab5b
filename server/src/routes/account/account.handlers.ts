import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { addressKey, requestAddress } from '../../lib/client-address.ts';
import { passwordSetByLink } from '../../lib/login-guard.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { revokeSessions } from '../../lib/sessions.ts';
import { findParticipant, findParticipantByLogin, type ParticipantRow } from '../../domain/participant.ts';
import {
  consumeLink,
  findLink,
  hashPassword,
  linkState,
  maskEmail,
  mayReceiveLink,
  sendLinkMail,
  type AccountLink,
  type LinkPurpose,
} from '../../domain/accounts.ts';
import type * as routes from './account.routes.ts';

const TEXT = {
  activation: {
    unknown: 'Ten link aktywacyjny jest nieprawidłowy.',
    used: 'Ten link został już użyty. Jeśli konto jest aktywne, zaloguj się; jeśli nie pamiętasz hasła, ustaw nowe.',
  },
  restore: {
    unknown: 'Ten link do ustawienia nowego hasła jest nieprawidłowy.',
    used: 'Ten link został już użyty. Jeśli nadal chcesz zmienić hasło, poproś o nowy link.',
  },
} as const;
const EXPIRED = 'Ten link wygasł. Poproś o nowy.';
const ALREADY_ACTIVE = 'To konto jest już aktywne. Zaloguj się swoim loginem i hasłem.';

/** The link and its participant when the link may still be used; otherwise the Polish refusal. */
async function usableLink(deps: Deps, uuid: string, purpose: LinkPurpose) {
  const link = await findLink(deps.db, uuid, purpose);
  if (!link) throw notFound(TEXT[purpose].unknown, 'LINK_NOT_FOUND');
  const participant = await findParticipant(deps.db, link.participantId);
  if (!participant) throw notFound(TEXT[purpose].unknown, 'LINK_NOT_FOUND');
  const state = linkState(link, deps.clock.now());
  if (state === 'used') throw unprocessable(TEXT[purpose].used, 'LINK_USED');
  if (purpose === 'activation' && participant.password_hash !== null)
    throw unprocessable(ALREADY_ACTIVE, 'ALREADY_ACTIVE');
  if (state === 'expired') throw unprocessable(EXPIRED, 'LINK_EXPIRED');
  return { link, participant };
}

const addressOf = (c: Context<AppEnv>) => addressKey(requestAddress(c));

const linkInfo = (link: AccountLink, p: ParticipantRow) => ({
  username: p.username,
  email: maskEmail(p.email),
  expiresAt: link.expiresAt.toISOString(),
});

/**
 * Uses the link and stores the new password hash, in one transaction; the client's
 * address becomes a known one for the account (lib/login-guard.ts).
 */
async function setPassword(deps: Deps, uuid: string, purpose: LinkPurpose, password: string, address: string) {
  const { link, participant } = await usableLink(deps, uuid, purpose);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (!(await consumeLink(tx, link, now))) throw unprocessable(TEXT[purpose].used, 'LINK_USED');
    const updated = await tx.query(
      `update participant set password_hash = $2 where id = $1 ${purpose === 'activation' ? 'and password_hash is null' : ''} returning id`,
      [participant.id, passwordHash],
    );
    if (updated.length === 0) throw unprocessable(ALREADY_ACTIVE, 'ALREADY_ACTIVE');
    // A new password by e-mail ends every session of the account.
    await revokeSessions(tx, participant.id, now);
    await passwordSetByLink(tx, participant.id, address, now);
  });
  return { success: true as const, username: participant.username };
}

/**
 * Sends a link when the login names an account (activation for an account not yet
 * active, restoration otherwise) and the account is under the e-mail limit. Silent
 * either way: the caller answers 202 regardless.
 */
async function sendLinkFor(deps: Deps, login: string, wanted: 'activation' | 'any') {
  const participant = await findParticipantByLogin(deps.db, login);
  if (!participant) return;
  const purpose: LinkPurpose = participant.password_hash === null ? 'activation' : 'restore';
  if (wanted === 'activation' && purpose !== 'activation') return;
  await deps.db.transaction(async (tx) => {
    if (!(await mayReceiveLink(tx, participant.id, deps.clock.now()))) return;
    await sendLinkMail(
      tx,
      { clock: deps.clock, mailer: deps.mailer, siteUrl: deps.config.SITE_URL, ttlHours: deps.config.LINK_TTL_HOURS },
      participant,
      purpose,
    );
  });
}

export const activationInfo: RouteHandler<typeof routes.activationInfo, AppEnv> = async (c) => {
  const { link, participant } = await usableLink(c.var.deps, c.req.valid('param').uuid, 'activation');
  return c.json(linkInfo(link, participant), 200);
};

export const activate: RouteHandler<typeof routes.activate, AppEnv> = async (c) => {
  const { uuid } = c.req.valid('param');
  const result = await setPassword(c.var.deps, uuid, 'activation', c.req.valid('json').password, addressOf(c));
  return c.json(result, 200);
};

/**
 * A request for a link answers 202 at once and looks the login up afterwards: the work
 * behind a real account (a transaction, an e-mail in the outbox) made its answer
 * measurably later, which told who has an account (issue 27).
 */
const sendLinkLater = (deps: Deps, login: string, wanted: 'activation' | 'any') =>
  deps.background.run('account link', () => sendLinkFor(deps, login, wanted));

export const resendActivation: RouteHandler<typeof routes.resendActivation, AppEnv> = async (c) => {
  sendLinkLater(c.var.deps, c.req.valid('json').login, 'activation');
  return c.json({ success: true as const }, 202);
};

export const requestRestore: RouteHandler<typeof routes.requestRestore, AppEnv> = async (c) => {
  sendLinkLater(c.var.deps, c.req.valid('json').login, 'any');
  return c.json({ success: true as const }, 202);
};

export const restoreInfo: RouteHandler<typeof routes.restoreInfo, AppEnv> = async (c) => {
  const { link, participant } = await usableLink(c.var.deps, c.req.valid('param').uuid, 'restore');
  return c.json(linkInfo(link, participant), 200);
};

export const restore: RouteHandler<typeof routes.restore, AppEnv> = async (c) => {
  const { uuid } = c.req.valid('param');
  const result = await setPassword(c.var.deps, uuid, 'restore', c.req.valid('json').password, addressOf(c));
  return c.json(result, 200);
};
