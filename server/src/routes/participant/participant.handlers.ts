import { verify } from '@node-rs/argon2';
import type { RouteHandler } from '@hono/zod-openapi';
import { revokeSessions } from '../../lib/sessions.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Queryable } from '../../db/types.ts';
import { conflict, unauthorized, unprocessable } from '../../lib/errors.ts';
import { findParticipant, type ParticipantRow } from '../../domain/participant.ts';
import { hashPassword, revokeLinks } from '../../domain/accounts.ts';
import { normaliseIban } from '../../../../shared/rules/iban.ts';
import { normaliseNip } from '../../../../shared/rules/nip.ts';
import { SAME_PASSWORD_MESSAGE } from '../../../../shared/rules/password.ts';
import { normalisePhone } from '../../../../shared/rules/phone.ts';
import { normaliseStoreName } from '../../../../shared/rules/store-name.ts';
import { collapseSpaces } from '../../../../shared/rules/text.ts';
import type * as routes from './participant.routes.ts';

/** Display names of the programme's groups; an unknown code is shown as itself. */
export const GROUP_NAMES: Record<string, string> = { STD: 'Standard', FRSH: 'Świeżość' };

const EMAIL_TAKEN = 'Ten adres e-mail jest już przypisany do innego konta. Podaj inny.';

/** The participant behind the token (the auth middleware has checked that it exists). */
async function current(q: Queryable, participantId: number): Promise<ParticipantRow> {
  const participant = await findParticipant(q, participantId);
  if (!participant) throw unauthorized('Konto nie istnieje. Zaloguj się ponownie.', 'TOKEN_INVALID');
  return participant;
}

export const previewOf = (p: ParticipantRow) => ({
  username: p.username,
  email: p.email,
  storeName: p.store_name,
  firstname: p.firstname,
  lastname: p.lastname,
  nip: p.nip,
  phone: p.phone,
  address: { street: p.street, postalCode: p.postal_code, city: p.city },
  bankAccount: p.bank_account,
  consents: { rules: p.consent_rules, marketing: p.consent_marketing, sms: p.consent_sms },
  groupCode: p.group_code,
});

export const preview: RouteHandler<typeof routes.preview, AppEnv> = async (c) => {
  return c.json(previewOf(await current(c.var.deps.db, c.var.participantId)), 200);
};

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

export const edit: RouteHandler<typeof routes.edit, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const id = c.var.participantId;
  const body = c.req.valid('json');
  const email = body.email.trim();
  const taken = await db.query('select 1 from participant where lower(email) = lower($1) and id <> $2', [email, id]);
  if (taken.length > 0) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  try {
    await db.query(
      `update participant
          set firstname = $2, lastname = $3, store_name = $4, nip = $5, email = $6, phone = $7,
              street = $8, postal_code = $9, city = $10, bank_account = $11,
              consent_rules = $12, consent_marketing = $13, consent_sms = $14
        where id = $1`,
      [
        id,
        collapseSpaces(body.firstname),
        collapseSpaces(body.lastname),
        normaliseStoreName(body.storeName),
        normaliseNip(body.nip),
        email,
        normalisePhone(body.phone),
        collapseSpaces(body.address.street),
        body.address.postalCode.trim(),
        collapseSpaces(body.address.city),
        normaliseIban(body.bankAccount),
        body.consents.rules,
        body.consents.marketing,
        body.consents.sms,
      ],
    );
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
  return c.json(previewOf(await current(db, id)), 200);
};

export const changePassword: RouteHandler<typeof routes.changePassword, AppEnv> = async (c) => {
  const { db, clock } = c.var.deps;
  const { currentPassword, newPassword } = c.req.valid('json');
  const participant = await current(db, c.var.participantId);
  const ok = participant.password_hash ? await verify(participant.password_hash, currentPassword) : false;
  if (!ok) {
    throw unprocessable('Obecne hasło jest nieprawidłowe.', 'WRONG_PASSWORD', [
      { path: 'currentPassword', message: 'Obecne hasło jest nieprawidłowe.' },
    ]);
  }
  if (newPassword === currentPassword) {
    throw unprocessable(SAME_PASSWORD_MESSAGE, 'SAME_PASSWORD', [
      { path: 'newPassword', message: SAME_PASSWORD_MESSAGE },
    ]);
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.query('update participant set password_hash = $2 where id = $1', [participant.id, passwordHash]);
    await revokeLinks(tx, participant.id, 'restore', clock.now());
    // Every other session (another device, a stolen token) ends; the one that asked goes on.
    await revokeSessions(tx, participant.id, clock.now(), c.var.sessionId);
  });
  return c.json({ success: true as const }, 200);
};

export const group: RouteHandler<typeof routes.group, AppEnv> = async (c) => {
  const { group_code } = await current(c.var.deps.db, c.var.participantId);
  return c.json({ groupCode: group_code, groupName: GROUP_NAMES[group_code] ?? group_code }, 200);
};
