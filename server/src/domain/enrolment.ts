import type { Clock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import type { Mailer } from '../lib/mailer.ts';
import { linkUrl, sendLinkMail } from './accounts.ts';
import { findParticipantByLogin } from './participant.ts';
import { emailProblem } from '../../../shared/rules/email.ts';
import { FIRSTNAME_MESSAGES, LASTNAME_MESSAGES, personNameProblem } from '../../../shared/rules/person-name.ts';
import { normaliseStoreName, storeNameProblem } from '../../../shared/rules/store-name.ts';
import { collapseSpaces } from '../../../shared/rules/text.ts';

/**
 * A participant added by the programme's operator (`npm run participant:create -w
 * server`): created without a password, with an activation e-mail in the outbox, so the
 * shop owner sets their own password through the link, as every account starts.
 */
export interface Enrolment {
  username: string;
  email: string;
  storeName: string;
  firstname: string;
  lastname: string;
  groupCode: string;
}

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,39}$/i;
const GROUP_CODE = /^[A-Z0-9_]{2,20}$/;

/** What is wrong with the fields, by field; empty when they may be saved. */
export function enrolmentProblems(input: Enrolment): Partial<Record<keyof Enrolment, string>> {
  const problems: Partial<Record<keyof Enrolment, string>> = {};
  if (!USERNAME.test(input.username))
    problems.username = 'Login: 3–40 znaków, litery łacińskie bez ogonków, cyfry, kropka, łącznik lub podkreślnik.';
  const email = emailProblem(input.email);
  if (email) problems.email = email;
  const store = storeNameProblem(input.storeName);
  if (store) problems.storeName = store;
  const firstname = personNameProblem(input.firstname, FIRSTNAME_MESSAGES);
  if (firstname) problems.firstname = firstname;
  const lastname = personNameProblem(input.lastname, LASTNAME_MESSAGES);
  if (lastname) problems.lastname = lastname;
  if (!GROUP_CODE.test(input.groupCode))
    problems.groupCode = 'Kod grupy: wielkie litery, cyfry lub podkreślnik, np. STD.';
  return problems;
}

export class EnrolmentRefused extends Error {
  readonly problems: Partial<Record<keyof Enrolment, string>>;
  constructor(problems: Partial<Record<keyof Enrolment, string>>) {
    super(Object.values(problems).join(' '));
    this.problems = problems;
  }
}

/** Creates the participant and its activation link; answers its id and the link. */
export async function enrolParticipant(
  db: Db,
  deps: { clock: Clock; mailer: Mailer; siteUrl: string; ttlHours: number },
  input: Enrolment,
): Promise<{ id: number; activationUrl: string; expiresAt: Date }> {
  const problems = enrolmentProblems(input);
  if (Object.keys(problems).length > 0) throw new EnrolmentRefused(problems);
  const fields = {
    username: input.username.trim(),
    email: input.email.trim(),
    storeName: normaliseStoreName(input.storeName),
    firstname: collapseSpaces(input.firstname),
    lastname: collapseSpaces(input.lastname),
  };
  return db.transaction(async (tx) => {
    // A login is a username or an e-mail: neither may name another account in either way.
    for (const [field, value] of [
      ['username', fields.username],
      ['email', fields.email],
    ] as const)
      if (await findParticipantByLogin(tx, value))
        throw new EnrolmentRefused({ [field]: `„${value}” jest już loginem lub adresem e-mail innego konta.` });
    const [row] = await tx.query<{ id: number }>(
      `insert into participant (username, email, password_hash, group_code, store_name, firstname, lastname, created_at)
       values ($1, $2, null, $3, $4, $5, $6, $7) returning id`,
      [
        fields.username,
        fields.email,
        input.groupCode,
        fields.storeName,
        fields.firstname,
        fields.lastname,
        deps.clock.now(),
      ],
    );
    const id = row!.id;
    const link = await sendLinkMail(tx, deps, { id, ...fields }, 'activation');
    return { id, activationUrl: linkUrl(deps.siteUrl, link), expiresAt: link.expiresAt };
  });
}
