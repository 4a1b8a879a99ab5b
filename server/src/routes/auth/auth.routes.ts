import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/errors.ts';
import { text } from '../../lib/input.ts';

export const LoginRequestSchema = z
  .object({
    username: text().trim().min(1, 'Podaj login.').max(200),
    password: text().min(1, 'Podaj hasło.').max(200),
    appCode: text().min(1).max(20).openapi({ example: 'app3' }),
  })
  .openapi('LoginRequest');

export const SessionSchema = z
  .object({
    token: z.string().openapi({ description: 'JWT (HS256) z `exp` w sekundach.' }),
    participantId: z.number().int(),
    username: z.string(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    storeName: z.string(),
    groupCode: z.string(),
  })
  .openapi('Session');

export const login = createRoute({
  method: 'post',
  path: '/loyalty/login',
  tags: ['Sesja'],
  summary: 'Logowanie uczestnika',
  description:
    'Limity (na 15 minut, docs/decisions/027): próby z jednego adresu klienta (429); nieudane próby na jedno konto ' +
    'z jednego adresu (429 tylko dla tego adresu); nieudane próby na jedno konto z adresów, z których się na nie ' +
    'nie logowano w ciągu 90 dni — po pięciu każda następna czeka dłużej (do 10 s), po limicie konta 429 z radą, ' +
    'by ustawić nowe hasło przez e-mail. Z adresu, z którego właściciel już się logował, konto zawsze jest dostępne. ' +
    '429 niesie nagłówek Retry-After.',
  request: { body: { required: true, content: { 'application/json': { schema: LoginRequestSchema } } } },
  responses: {
    200: {
      description: 'Zalogowano; cały obiekt jest sesją',
      content: { 'application/json': { schema: SessionSchema } },
    },
    ...errorResponses(400, 401, 403, 422, 429),
  },
});

const TokenRequestSchema = z.object({ token: text().min(1).max(4096) });

export const refresh = createRoute({
  method: 'post',
  path: '/loyalty/refresh',
  tags: ['Sesja'],
  summary: 'Wymiana ważnego tokenu na nowy',
  description:
    'Nowy token należy do tej samej sesji. Sesja zakończona wylogowaniem, zmianą hasła albo ustawieniem nowego ' +
    'hasła linkiem z e-maila: 401 `TOKEN_REVOKED`. Sesja trwa najdłużej `SESSION_MAX_HOURS` (12 godzin) od ' +
    'zalogowania, choćby odświeżana: potem 401 `SESSION_EXPIRED`.',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: TokenRequestSchema.openapi('RefreshRequest') } },
    },
  },
  responses: {
    200: { description: 'Nowa sesja', content: { 'application/json': { schema: SessionSchema } } },
    ...errorResponses(400, 401, 422),
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/loyalty/logout',
  tags: ['Sesja'],
  summary: 'Wylogowanie: koniec sesji tokenu',
  description:
    'Kończy sesję, do której należy token: ani ten token, ani żaden wcześniej czy później z niej odświeżony nie ' +
    'zadziała już w żadnym wywołaniu ani w /loyalty/refresh (401 `TOKEN_REVOKED`). Inne sesje uczestnika ' +
    '(inne urządzenia) trwają. Wylogowanie już zakończonej sesji albo tokenem, który wygasł, też odpowiada 200. ' +
    'Token sfałszowany: 401 `TOKEN_INVALID`.',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: TokenRequestSchema.openapi('LogoutRequest') } },
    },
  },
  responses: {
    200: {
      description: 'Wylogowano',
      content: { 'application/json': { schema: z.object({ success: z.literal(true) }).openapi('LogoutResponse') } },
    },
    ...errorResponses(400, 401, 422),
  },
});
