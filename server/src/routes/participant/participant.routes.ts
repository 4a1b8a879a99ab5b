import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/errors.ts';
import { bearer } from '../../lib/router.ts';
import {
  CITY_MISSING,
  PROFILE_CITY_LONG,
  PROFILE_CITY_MAX_LENGTH,
  PROFILE_STREET_LONG,
  PROFILE_STREET_MAX_LENGTH,
  PROFILE_STREET_MISSING,
} from '../../../../shared/rules/address.ts';
import { RULES_CONSENT_MISSING } from '../../../../shared/rules/consents.ts';
import {
  EMAIL_LENGTH_MESSAGE,
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE,
  EMAIL_MISSING,
  EMAIL_PATTERN,
} from '../../../../shared/rules/email.ts';
import { ibanProblem } from '../../../../shared/rules/iban.ts';
import { nipProblem } from '../../../../shared/rules/nip.ts';
import {
  NEW_PASSWORD_CONFIRMATION_MISSING,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULES_DESCRIPTION,
} from '../../../../shared/rules/password.ts';
import { FIRSTNAME_MESSAGES, LASTNAME_MESSAGES, personNameProblem } from '../../../../shared/rules/person-name.ts';
import { PHONE_FOR_SMS_MISSING, phoneProblem } from '../../../../shared/rules/phone.ts';
import { postalCodeProblem } from '../../../../shared/rules/postal-code.ts';
import { STORE_NAME_MISSING, storeNameProblem } from '../../../../shared/rules/store-name.ts';
import { collapseSpaces } from '../../../../shared/rules/text.ts';
import { NewPasswordSchema } from '../account/account.routes.ts';
import { text } from '../../lib/input.ts';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/** A string checked by one of the domain's Polish rules (message or null). */
const ruled = (rule: (value: string) => string | null, missing: string, max = 200) =>
  text({ error: missing }).superRefine((value, ctx) => {
    const message = value.length > max ? `Wartość jest za długa (najwyżej ${max} znaków).` : rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const required = (missing: string, max: number, tooLong: string) =>
  text({ error: missing }).trim().min(1, missing).max(max, tooLong);

// ---- Shapes ------------------------------------------------------------------------------

export const AddressSchema = z
  .object({
    street: z.string().openapi({ example: 'ul. Lipowa 12' }),
    postalCode: z.string().openapi({ example: '05-800' }),
    city: z.string().openapi({ example: 'Pruszków' }),
  })
  .openapi('Address');

export const ConsentsSchema = z
  .object({
    rules: z.boolean().openapi({ description: 'Akceptacja regulaminu programu (wymagana).' }),
    marketing: z.boolean().openapi({ description: 'Informacje handlowe e-mailem.' }),
    sms: z.boolean().openapi({ description: 'Powiadomienia SMS (wymagają numeru telefonu).' }),
  })
  .openapi('Consents');

export const ParticipantPreviewSchema = z
  .object({
    username: z.string(),
    email: z.string(),
    storeName: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    nip: z
      .string()
      .openapi({ description: '10 cyfr bez separatorów (portal pokazuje XXX-XXX-XX-XX).', example: '5261040828' }),
    phone: z.string().openapi({ description: '+48 NNN NNN NNN albo pusty.', example: '+48 601 234 567' }),
    address: AddressSchema,
    bankAccount: z.string().openapi({
      description: 'Numer konta do przelewów: PL i 26 cyfr bez spacji, albo pusty.',
      example: 'PL61109010140000071219812874',
    }),
    consents: ConsentsSchema,
    groupCode: z.string().openapi({ example: 'STD' }),
  })
  .openapi('ParticipantPreview');

export const ParticipantEditSchema = z
  .object({
    firstname: ruled((v) => personNameProblem(v, FIRSTNAME_MESSAGES), FIRSTNAME_MESSAGES.missing).openapi({
      description: 'Litery polskie i łacińskie; spacja, łącznik lub apostrof tylko między literami. Do 60 znaków.',
      example: 'Anna',
    }),
    lastname: ruled((v) => personNameProblem(v, LASTNAME_MESSAGES), LASTNAME_MESSAGES.missing).openapi({
      description: 'Jak imię, np. Nowak-Kowalska.',
      example: 'Wiśniewska',
    }),
    storeName: ruled(storeNameProblem, STORE_NAME_MISSING, 1000).openapi({
      description:
        'Do 200 znaków: litery polskie i łacińskie, cyfry, spacje, znaki interpunkcyjne; bez znaków niewidocznych ' +
        'i liter innych alfabetów udających łacińskie.',
      example: 'Sklep Spożywczy „Pod Lipami”',
    }),
    nip: ruled(nipProblem, 'Podaj NIP.', 40).openapi({
      description:
        'Po usunięciu wszystkiego poza cyframi dokładnie 10 cyfr z poprawną sumą kontrolną; zapisywany bez separatorów.',
      example: '526-104-08-28',
    }),
    email: text({ error: EMAIL_MISSING })
      .trim()
      .max(EMAIL_MAX_LENGTH, EMAIL_LENGTH_MESSAGE)
      .regex(EMAIL_PATTERN, EMAIL_MESSAGE)
      .openapi({ example: 'sklep@example.pl' }),
    phone: ruled(phoneProblem, 'Podaj numer telefonu albo zostaw pole puste.', 40).openapi({
      description: 'Pusty albo polski numer: 9 cyfr, opcjonalnie z +48; zapisywany jako +48 NNN NNN NNN.',
      example: '601 234 567',
    }),
    address: z.object(
      {
        street: required(PROFILE_STREET_MISSING, PROFILE_STREET_MAX_LENGTH, PROFILE_STREET_LONG),
        postalCode: ruled(postalCodeProblem, 'Podaj kod pocztowy.', 20).openapi({
          description: 'Postać NN-NNN.',
          example: '05-800',
        }),
        city: required(CITY_MISSING, PROFILE_CITY_MAX_LENGTH, PROFILE_CITY_LONG),
      },
      { error: 'Podaj adres.' },
    ),
    bankAccount: ruled(ibanProblem, 'Podaj numer konta albo zostaw pole puste.', 64).openapi({
      description:
        'Pusty albo polski IBAN: PL i 26 cyfr (spacje dozwolone, PL można pominąć), z poprawną sumą kontrolną.',
      example: 'PL61 1090 1014 0000 0712 1981 2874',
    }),
    consents: z.object(
      {
        rules: z.boolean({ error: 'Zaznacz, czy akceptujesz regulamin.' }),
        marketing: z.boolean({ error: 'Zaznacz zgodę marketingową albo jej brak.' }),
        sms: z.boolean({ error: 'Zaznacz zgodę na SMS-y albo jej brak.' }),
      },
      { error: 'Podaj zgody.' },
    ),
  })
  .superRefine((body, ctx) => {
    if (body.consents.rules !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['consents', 'rules'],
        message: RULES_CONSENT_MISSING,
      });
    }
    if (body.consents.sms && collapseSpaces(body.phone) === '') {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_FOR_SMS_MISSING });
    }
  })
  .openapi('ParticipantEdit');

export const PasswordChangeSchema = z
  .object({
    currentPassword: text({ error: 'Podaj obecne hasło.' })
      .min(1, 'Podaj obecne hasło.')
      .max(1000, 'Obecne hasło jest nieprawidłowe.'),
    newPassword: NewPasswordSchema,
    newPasswordConfirmation: text({ error: NEW_PASSWORD_CONFIRMATION_MISSING }).max(1000),
  })
  .refine((b) => b.newPassword === b.newPasswordConfirmation, {
    path: ['newPasswordConfirmation'],
    message: PASSWORD_MISMATCH_MESSAGE,
  })
  .openapi('PasswordChange');

export const SuccessSchema = z.object({ success: z.literal(true) }).openapi('Success');

export const GroupSchema = z
  .object({
    groupCode: z.string().openapi({ description: 'FRSH odsłania drugą walutę (lp).', example: 'FRSH' }),
    groupName: z.string().openapi({ example: 'Świeżość' }),
  })
  .openapi('Group');

// ---- Routes ------------------------------------------------------------------------------

export const preview = createRoute({
  method: 'get',
  path: '/api/loyalty/participant/preview',
  tags: ['Profil'],
  summary: 'Dane uczestnika (profil)',
  security: bearer,
  responses: {
    200: { description: 'Profil zalogowanego uczestnika', content: json(ParticipantPreviewSchema) },
    ...errorResponses(401),
  },
});

export const edit = createRoute({
  method: 'post',
  path: '/api/loyalty/participant/edit',
  tags: ['Profil'],
  summary: 'Zmiana danych profilu',
  description:
    'Zastępuje wszystkie edytowalne pola naraz (formularz profilu wysyła komplet). Błędy pól: 422 `VALIDATION_FAILED` ' +
    'z `errors` per pole, a `detail` zawiera polskie komunikaty (np. „Nieprawidłowa długość NIP. NIP musi zawierać dokładnie ' +
    '10 cyfr.”). Adres e-mail innego konta: 409 `EMAIL_TAKEN`. Odpowiedź: profil po zmianie.',
  security: bearer,
  request: { body: { required: true, content: json(ParticipantEditSchema) } },
  responses: {
    200: { description: 'Zapisano; profil po zmianie', content: json(ParticipantPreviewSchema) },
    ...errorResponses(400, 401, 409, 422),
  },
});

export const changePassword = createRoute({
  method: 'post',
  path: '/api/loyalty/participant/password',
  tags: ['Profil'],
  summary: 'Zmiana hasła (wymaga obecnego)',
  description:
    `${PASSWORD_RULES_DESCRIPTION} Naruszone zasady: 422 \`VALIDATION_FAILED\`; błędne obecne hasło: 422 ` +
    '`WRONG_PASSWORD`; nowe takie samo jak obecne: 422 `SAME_PASSWORD`. Po zmianie niewykorzystane linki do ' +
    'ustawienia hasła przestają działać.',
  security: bearer,
  request: { body: { required: true, content: json(PasswordChangeSchema) } },
  responses: {
    200: { description: 'Hasło zmienione', content: json(SuccessSchema) },
    ...errorResponses(400, 401, 422),
  },
});

export const group = createRoute({
  method: 'get',
  path: '/api/loyalty/group',
  tags: ['Profil'],
  summary: 'Grupa uczestnika',
  security: bearer,
  responses: {
    200: { description: 'Grupa', content: json(GroupSchema) },
    ...errorResponses(401),
  },
});
