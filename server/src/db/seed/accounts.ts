import { outboxMailer } from '../../lib/mailer.ts';
import { sendLinkMail } from '../../domain/accounts.ts';
import type { SeedContext } from './context.ts';

/**
 * `nowy` is not activated yet: it gets an activation link, and its e-mail waits in the
 * outbox (GET /api/dev/outbox when EXPOSE_OUTBOX is on), exactly as the resend call
 * would send it, to the address of the server that creates the demo.
 */
export async function seedAccounts(ctx: SeedContext): Promise<void> {
  const mailer = outboxMailer(ctx.clock, () => {});
  const rows = await ctx.tx.query<{ id: number; email: string; username: string; firstname: string }>(
    'select id, email, username, firstname from participant where id = $1',
    [ctx.participants.nowy],
  );
  await sendLinkMail(
    ctx.tx,
    { clock: ctx.clock, mailer, siteUrl: ctx.links.siteUrl, ttlHours: ctx.links.ttlHours },
    rows[0]!,
    'activation',
  );
}
