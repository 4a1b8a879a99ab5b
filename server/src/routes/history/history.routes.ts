import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/errors.ts';
import { pageOf, PageRequestSchema, searchDescription } from '../../lib/paging.ts';
import { bearer } from '../../lib/router.ts';
import { isoDay } from '../../lib/input.ts';
import { CURRENCIES } from '../../../../shared/rules/currencies.ts';
import { HISTORY_KINDS, HISTORY_SOURCES } from '../../../../shared/rules/history-vocabulary.ts';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

const CurrencySchema = z.enum(CURRENCIES, { error: 'Waluta to vp albo lp.' });

const IsoDaySchema = isoDay().openapi({ example: '2026-06-01' });

export const HistoryListRequestSchema = PageRequestSchema.extend({
  search: PageRequestSchema.shape.search.openapi({
    description: searchDescription('opisie wpisu', 'Kolejność zostaje według daty.'),
  }),
  types: z
    .array(z.enum(HISTORY_KINDS, { error: `Rodzaj wpisu to jeden z: ${HISTORY_KINDS.join(', ')}.` }))
    .max(HISTORY_KINDS.length * 2)
    .optional()
    .openapi({ description: 'Rodzaje wpisów; brak lub pusta lista — wszystkie.' }),
  sourceTypes: z
    .array(z.enum(HISTORY_SOURCES, { error: `Źródło to jedno z: ${HISTORY_SOURCES.join(', ')}.` }))
    .max(HISTORY_SOURCES.length * 2)
    .optional()
    .openapi({ description: 'Źródła wpisów; brak lub pusta lista — wszystkie.' }),
  currency: CurrencySchema.optional(),
  dateFrom: IsoDaySchema.optional().openapi({ description: 'Od tego dnia włącznie (czas polski).' }),
  dateTo: IsoDaySchema.optional().openapi({ description: 'Do tego dnia włącznie (czas polski).' }),
}).openapi('HistoryListRequest');

export const HistoryEntrySchema = z
  .object({
    entryId: z.number().int(),
    date: z.string().openapi({ description: 'Chwila zapisu (ISO 8601).', example: '2026-06-01T08:30:00.000Z' }),
    kind: z.enum(HISTORY_KINDS).openapi({
      description:
        'earned — naliczone; locked — zablokowane przez zamówienie; unlocked — odblokowane (anulowanie); ' +
        'spent — wydane (realizacja zamówienia); expired — wygasłe; correction — korekta (może być ujemna).',
    }),
    currency: CurrencySchema,
    amount: z.number().openapi({ description: 'Kwota wpisu w księdze (dodatnia, korekty mogą być ujemne).' }),
    balanceEffect: z.number().openapi({
      description:
        'Zmiana punktów do wydania (saldo − zablokowane): earned i correction +, locked −, unlocked +, spent 0 ' +
        '(punkty były już zablokowane), expired −. Saldo (total − subtracted) zmieniają earned, correction (+), ' +
        'spent i expired (−); zablokowane: locked (+), unlocked i spent (−).',
    }),
    sourceType: z.enum(HISTORY_SOURCES),
    sourceId: z.string().nullable(),
    description: z.string(),
    link: z
      .object({ kind: z.enum(['plan', 'task', 'order', 'award']), id: z.number().int() })
      .nullable()
      .openapi({ description: 'Dokąd prowadzi wpis (plan, zadanie, zamówienie); null — nigdzie.' }),
  })
  .openapi('HistoryEntry');

export const historyList = createRoute({
  method: 'post',
  path: '/api/loyalty/history/list',
  tags: ['Historia'],
  summary: 'Historia punktów: wpisy księgi z filtrami i stronami',
  description: 'Błędy: 422 `VALIDATION_FAILED` — złe pola; 422 `DATE_RANGE` — dateFrom późniejsza niż dateTo.',
  security: bearer,
  request: { body: { required: true, content: json(HistoryListRequestSchema) } },
  responses: {
    200: {
      description: 'Strona historii (domyślnie od najnowszych)',
      content: json(pageOf(HistoryEntrySchema, 'HistoryEntryPage')),
    },
    ...errorResponses(400, 401, 422),
  },
});

export const ExpiringPointsSchema = z
  .object({
    items: z.array(
      z.object({
        date: z
          .string()
          .openapi({ description: 'Dzień wygaśnięcia (czas polski), RRRR-MM-DD.', example: '2026-07-20' }),
        currency: CurrencySchema,
        amount: z.number().openapi({ description: 'Ile punktów wygaśnie tego dnia, jeśli nie zostaną wydane.' }),
      }),
    ),
  })
  .openapi('ExpiringPoints');

export const expiringPoints = createRoute({
  method: 'get',
  path: '/api/loyalty/participant/points/expiring',
  tags: ['Historia'],
  summary: 'Punkty, które wkrótce wygasną (od najbliższej daty)',
  description:
    'Naliczone punkty z datą ważności w przyszłości, pomniejszone o to, co już zeszło z salda ' +
    '(blokady, wygaśnięcia, ujemne korekty), zdejmowane najpierw z punktów, które wygasają najwcześniej.',
  security: bearer,
  responses: {
    200: { description: 'Punkty do wygaśnięcia według dni', content: json(ExpiringPointsSchema) },
    ...errorResponses(401),
  },
});
