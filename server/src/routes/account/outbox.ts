import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  created_at: Date | string;
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const LIMIT = 200;

/**
 * GET /api/dev/outbox[?to=address]: the e-mails the server "sent", newest first, with
 * the links found in each body. Only when EXPOSE_OUTBOX is on (local runs and
 * end-to-end tests); otherwise it answers exactly like an unknown address. A plain
 * route, deliberately absent from the OpenAPI contract.
 */
export async function outboxHandler(c: Context<AppEnv>) {
  const { config, db } = c.var.deps;
  if (!config.EXPOSE_OUTBOX) throw notFound('Nie ma takiego adresu API.');
  const to = c.req.query('to')?.trim();
  const rows = await db.query<OutboxRow>(
    `select id, recipient, subject, body, created_at from outbox
      ${to ? 'where lower(recipient) = lower($2)' : ''}
      order by id desc limit $1`,
    to ? [LIMIT, to] : [LIMIT],
  );
  return c.json({
    items: rows.map((r) => ({
      id: r.id,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      links: r.body.match(URL_PATTERN) ?? [],
      createdAt: new Date(r.created_at).toISOString(),
    })),
  });
}
