import { parseArgs } from 'node:util';
import { systemClock } from '../src/clock.ts';
import { openDatabase } from '../src/db/open.ts';
import { enrolmentProblems, enrolParticipant, EnrolmentRefused, type Enrolment } from '../src/domain/enrolment.ts';
import { warsawDateTime } from '../src/domain/accounts.ts';
import { readEnv } from '../src/env.ts';
import { outboxMailer } from '../src/lib/mailer.ts';

/**
 * The operator's way to add a real participant to a database without the demo data:
 * `npm run participant:create -w server -- --login … --email … --store … --first-name …
 * --last-name … [--group STD]`. The participant gets no password: an activation e-mail
 * waits in the outbox table, and its link is printed, so the shop owner sets their own.
 * The database is the server's (DATABASE_URL or DATA_DIR); an embedded one must not be
 * in use (stop the server first).
 */
const USAGE = `Usage: npm run participant:create -w server -- \\
  --login LOGIN --email ADDRESS --store "STORE NAME" --first-name NAME --last-name NAME [--group STD]

Creates a participant without a password and an activation link for them (the e-mail
waits in the outbox table). The link leads to SITE_URL: set it to the site's public origin.
The database is DATABASE_URL's, or the embedded one in DATA_DIR (stop its server first).`;

const OPTIONS = {
  login: 'username',
  email: 'email',
  store: 'storeName',
  'first-name': 'firstname',
  'last-name': 'lastname',
  group: 'groupCode',
} as const satisfies Record<string, keyof Enrolment>;

function parse(): Enrolment {
  try {
    const { values } = parseArgs({
      options: {
        ...Object.fromEntries(Object.keys(OPTIONS).map((name) => [name, { type: 'string' }])),
        help: { type: 'boolean' },
      },
      strict: true,
    }) as { values: Partial<Record<keyof typeof OPTIONS, string>> & { help?: boolean } };
    if (values.help) exit(0, USAGE);
    const missing = Object.keys(OPTIONS).filter((name) => name !== 'group' && !values[name as keyof typeof OPTIONS]);
    if (missing.length > 0) exit(2, `Missing: ${missing.map((m) => `--${m}`).join(', ')}\n\n${USAGE}`);
    const input = Object.fromEntries(
      Object.entries(OPTIONS).map(([option, field]) => [field, values[option as keyof typeof OPTIONS] ?? '']),
    ) as unknown as Enrolment;
    return { ...input, groupCode: input.groupCode || 'STD' };
  } catch (error) {
    return exit(2, `${(error as Error).message}\n\n${USAGE}`);
  }
}

function exit(code: number, message: string): never {
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}

function refuse(problems: Partial<Record<keyof Enrolment, string>>): never {
  const flag = Object.fromEntries(Object.entries(OPTIONS).map(([option, field]) => [field, option]));
  return exit(
    2,
    Object.entries(problems)
      .map(([field, problem]) => `--${flag[field]}: ${problem}`)
      .join('\n'),
  );
}

const input = parse();
if (Object.keys(enrolmentProblems(input)).length > 0) refuse(enrolmentProblems(input));
const env = readEnv();
const siteUrl = process.env.SITE_URL || env.SITE_URL;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, clock: systemClock });
let refused: EnrolmentRefused | undefined;
try {
  const created = await enrolParticipant(
    database.db,
    { clock: systemClock, mailer: outboxMailer(systemClock, () => {}), siteUrl, ttlHours: env.LINK_TTL_HOURS },
    input,
  );
  console.log(
    `Participant ${input.username} (id ${created.id}, group ${input.groupCode}) created, without a password.\n` +
      `The activation e-mail to ${input.email} waits in the outbox table. Its link, valid until ` +
      `${warsawDateTime(created.expiresAt)} (Warsaw time), once:\n  ${created.activationUrl}` +
      (process.env.SITE_URL ? '' : `\n(SITE_URL is not set: the link uses ${siteUrl}.)`),
  );
} catch (error) {
  if (!(error instanceof EnrolmentRefused)) throw error;
  refused = error; // the login or e-mail is another account's
} finally {
  await database.close();
}
if (refused) refuse(refused.problems);
