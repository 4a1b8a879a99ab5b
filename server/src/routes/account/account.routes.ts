import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/errors.ts';
import { LINK_RATE_LIMIT, LINK_RATE_WINDOW_MS } from '../../domain/accounts.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULES_DESCRIPTION,
  passwordProblems,
} from '../../../../shared/rules/password.ts';
import { text } from '../../lib/input.ts';

/** A new password: every rule of shared/rules/password.ts, each broken one reported in Polish. */
export const NewPasswordSchema = text({ error: 'Podaj hasło.' })
  .superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  })
  .openapi({
    description: PASSWORD_RULES_DESCRIPTION,
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    example: 'Sklep!2026',
  });

const UuidParamSchema = z.object({
  uuid: text()
    .max(100, 'Ten link jest nieprawidłowy.')
    .openapi({
      param: { name: 'uuid', in: 'path' },
      description: 'Identyfikator linku z e-maila (UUID). Każda inna wartość to nieznany link (404).',
      example: '3f1c2a8e-5b7d-4e0f-9a61-2c4b8d7e9f10',
    }),
});

export const LinkInfoSchema = z
  .object({
    username: z.string().openapi({ description: 'Login konta, do którego prowadzi link.' }),
    email: z.string().openapi({ description: 'Adres e-mail konta, zamaskowany.', example: 'a***@punkty.example' }),
    expiresAt: z
      .string()
      .openapi({ description: 'Do kiedy link działa (ISO 8601).', example: '2026-06-17T10:00:00.000Z' }),
  })
  .openapi('AccountLinkInfo');

export const SetPasswordRequestSchema = z
  .object({
    password: NewPasswordSchema,
    passwordConfirmation: text({ error: 'Powtórz hasło.' }).max(1000),
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: PASSWORD_MISMATCH_MESSAGE,
  })
  .openapi('SetPasswordRequest');

export const SetPasswordResponseSchema = z
  .object({ success: z.literal(true), username: z.string() })
  .openapi('SetPasswordResponse');

export const LoginRequestSchema = z
  .object({
    login: text({ error: 'Podaj login lub adres e-mail.' })
      .trim()
      .min(1, 'Podaj login lub adres e-mail.')
      .max(200, 'Login lub adres e-mail może mieć najwyżej 200 znaków.')
      .openapi({ description: 'Login albo adres e-mail konta.', example: 'demo' }),
  })
  .openapi('AccountLoginRequest');

export const AcceptedSchema = z.object({ success: z.literal(true) }).openapi('Accepted');

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

const linkErrors = (what: string) =>
  `Błędy: 404 \`LINK_NOT_FOUND\` — nieznany link; 422 \`LINK_USED\` — link już użyty (także gdy użyto nowszego ${what}); ` +
  '422 `LINK_EXPIRED` — link wygasł';

const RATE_NOTE =
  `Na jedno konto wysyłamy najwyżej ${LINK_RATE_LIMIT} linki w ciągu ${LINK_RATE_WINDOW_MS / 60_000} minut; ` +
  'kolejne prośby w tym czasie też dostają 202, ale e-mail nie wychodzi. ' +
  'Odpowiedź jest zawsze taka sama, także dla nieznanego loginu, żeby nie zdradzać, które konta istnieją.';

// ---- Activation -----------------------------------------------------------------------

export const activationInfo = createRoute({
  method: 'get',
  path: '/api/loyalty/account/activation/{uuid}',
  tags: ['Konto'],
  summary: 'Sprawdzenie linku aktywacyjnego',
  description: `Nie wymaga tokenu. ${linkErrors('linku')}; 422 \`ALREADY_ACTIVE\` — konto jest już aktywne.`,
  request: { params: UuidParamSchema },
  responses: {
    200: { description: 'Link działa; dla kogo jest i do kiedy', content: json(LinkInfoSchema) },
    ...errorResponses(404, 422),
  },
});

export const activate = createRoute({
  method: 'post',
  path: '/api/loyalty/account/activation/{uuid}',
  tags: ['Konto'],
  summary: 'Aktywacja konta: ustawienie hasła',
  description:
    `Nie wymaga tokenu. ${PASSWORD_RULES_DESCRIPTION} Naruszone zasady wracają jako 422 \`VALIDATION_FAILED\` z listą ` +
    `\`errors\` (pola \`password\`, \`passwordConfirmation\`). Link działa tylko raz. ${linkErrors('linku')}; ` +
    '422 `ALREADY_ACTIVE` — konto jest już aktywne.',
  request: {
    params: UuidParamSchema,
    body: { required: true, content: json(SetPasswordRequestSchema) },
  },
  responses: {
    200: { description: 'Konto aktywne; można się zalogować', content: json(SetPasswordResponseSchema) },
    ...errorResponses(400, 404, 422),
  },
});

export const resendActivation = createRoute({
  method: 'post',
  path: '/api/loyalty/account/activation/resend',
  tags: ['Konto'],
  summary: 'Ponowne wysłanie linku aktywacyjnego',
  description:
    'Nie wymaga tokenu. Gdy konto istnieje i nie jest jeszcze aktywne, na jego adres e-mail idzie nowy link ' +
    `\`{SITE_URL}/activate-account/{uuid}\`. ${RATE_NOTE}`,
  request: { body: { required: true, content: json(LoginRequestSchema) } },
  responses: {
    202: { description: 'Przyjęto', content: json(AcceptedSchema) },
    ...errorResponses(400, 422),
  },
});

// ---- Password restoration -------------------------------------------------------------

export const requestRestore = createRoute({
  method: 'post',
  path: '/api/loyalty/account/password-restore',
  tags: ['Konto'],
  summary: 'Prośba o link do ustawienia nowego hasła',
  description:
    'Nie wymaga tokenu. Dla aktywnego konta na jego adres e-mail idzie link `{SITE_URL}/restore-password/{uuid}`; ' +
    `dla konta jeszcze nieaktywnego — link aktywacyjny. ${RATE_NOTE}`,
  request: { body: { required: true, content: json(LoginRequestSchema) } },
  responses: {
    202: { description: 'Przyjęto', content: json(AcceptedSchema) },
    ...errorResponses(400, 422),
  },
});

export const restoreInfo = createRoute({
  method: 'get',
  path: '/api/loyalty/account/password-restore/{uuid}',
  tags: ['Konto'],
  summary: 'Sprawdzenie linku do ustawienia nowego hasła',
  description: `Nie wymaga tokenu. ${linkErrors('linku albo zmieniono już hasło tym linkiem')}.`,
  request: { params: UuidParamSchema },
  responses: {
    200: { description: 'Link działa; dla kogo jest i do kiedy', content: json(LinkInfoSchema) },
    ...errorResponses(404, 422),
  },
});

export const restore = createRoute({
  method: 'post',
  path: '/api/loyalty/account/password-restore/{uuid}',
  tags: ['Konto'],
  summary: 'Ustawienie nowego hasła linkiem z e-maila',
  description:
    `Nie wymaga tokenu. ${PASSWORD_RULES_DESCRIPTION} Po zmianie wszystkie wcześniejsze linki tego konta ` +
    `do zmiany hasła przestają działać. ${linkErrors('linku')}.`,
  request: {
    params: UuidParamSchema,
    body: { required: true, content: json(SetPasswordRequestSchema) },
  },
  responses: {
    200: { description: 'Hasło zmienione; można się zalogować', content: json(SetPasswordResponseSchema) },
    ...errorResponses(400, 404, 422),
  },
});
