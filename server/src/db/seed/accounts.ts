import { readEnv } from '../../env.ts';
import { outboxMailer } from '../../lib/mailer.ts';
import { sendLinkMail } from '../../domain/accounts.ts';
import type { SeedContext } from './context.ts';

/**
 * `nowy` is not activated yet: it gets an activation link, and its e-mail waits in the
 * outbox (GET /api/dev/outbox when EXPOSE_OUTBOX is on), exactly as the resend call
 * would send it. The seed has no injected configuration, so the link's site address and
 * lifetime come from the validated environment of the process that creates the demo.
 */
export async function seedAccounts(ctx: SeedContext): Promise<void> {
  const { SITE_URL, LINK_TTL_HOURS } = settings();
  const mailer = outboxMailer(ctx.clock, () => {});
  const rows = await ctx.tx.query<{ id: number; email: string; username: string; firstname: string }>(
    'select id, email, username, firstname from participant where id = $1',
    [ctx.participants.nowy],
  );
  await sendLinkMail(
    ctx.tx,
    { clock: ctx.clock, mailer, siteUrl: SITE_URL, ttlHours: LINK_TTL_HOURS },
    rows[0]!,
    'activation',
  );
}

function settings() {
  try {
    return readEnv();
  } catch {
    return { SITE_URL: 'http://127.0.0.1:4321', LINK_TTL_HOURS: 48 };
  }
}
