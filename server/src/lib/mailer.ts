import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(q: Queryable, mail: Mail): Promise<void>;
}

/**
 * Every e-mail is written to the outbox table, in the caller's transaction, and logged.
 * A relay that delivers the outbox by SMTP is an operator's concern (see server/README.md).
 */
export function outboxMailer(clock: Clock, log: (line: string) => void = console.log): Mailer {
  return {
    async send(q, mail) {
      await q.query('insert into outbox (recipient, subject, body, created_at) values ($1, $2, $3, $4)', [
        mail.to,
        mail.subject,
        mail.body,
        clock.now(),
      ]);
      log(`[mail] to=${mail.to} subject="${mail.subject}"`);
    },
  };
}
