import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/errors.ts';
import { pageOf, PageRequestSchema, searchDescription } from '../../lib/paging.ts';
import { bearer } from '../../lib/router.ts';
import { PointsSummarySchema } from '../participant/points.routes.ts';
import { DELIVERY_METHODS, ORDER_STATUSES, STATUS_LABELS, STATUS_PATHS } from '../../domain/orders/model.ts';
import { MAX_RESENDS_PER_DAY } from '../../domain/orders/vouchers.ts';
import { dbId, idParam, text } from '../../lib/input.ts';

const TAGS = ['Zamówienia'];
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

export const IDEMPOTENCY_KEY_MISSING =
  'Brak nagłówka Idempotency-Key. Wygeneruj jeden klucz dla każdego zamówienia i wysyłaj go przy każdej próbie.';
export const IDEMPOTENCY_KEY_INVALID =
  'Nagłówek Idempotency-Key musi mieć od 8 do 128 znaków: litery A–Z, cyfry, „-” lub „_”.';

const IdParamSchema = idParam('Numer zamówienia');

const OrderStatusSchema = z
  .enum(ORDER_STATUSES, { error: `Nieznany stan zamówienia. Dozwolone: ${ORDER_STATUSES.join(', ')}.` })
  .openapi({
    description:
      'Kroki według sposobu dostawy: ' +
      Object.entries(STATUS_PATHS)
        .map(([method, path]) => `${method}: ${path.join(' → ')}`)
        .join('; ') +
      '; MV po ponownej wysyłce: resent; każde: cancelled. ' +
      `Etykiety: ${ORDER_STATUSES.map((s) => `${s} — ${STATUS_LABELS[s]}`).join('; ')}.`,
  });

const field = (message: string) => text({ error: message }).max(300, 'Pole może mieć najwyżej 300 znaków.');

export const DeliveryDataSchema = z
  .object({
    bankAccount: field('Numer rachunku podaj jako tekst.').optional().openapi({
      description: 'MA: polski IBAN, PL i 26 cyfr (spacje dozwolone; bez PL też przyjmiemy).',
      example: 'PL61 1090 1014 0000 0712 1981 2874',
    }),
    recipient: field('Odbiorcę podaj jako tekst.').optional().openapi({ description: 'MT: imię i nazwisko odbiorcy.' }),
    street: field('Ulicę podaj jako tekst.').optional().openapi({ description: 'MT: ulica z numerem domu i lokalu.' }),
    postalCode: field('Kod pocztowy podaj jako tekst.')
      .optional()
      .openapi({ description: 'MT: NN-NNN.', example: '05-800' }),
    city: field('Miejscowość podaj jako tekst.').optional().openapi({ description: 'MT: miejscowość.' }),
    phone: field('Numer telefonu podaj jako tekst.').optional().openapi({
      description: 'MT (dla kuriera) i MV (SMS z hasłem): 9 cyfr, opcjonalnie +48.',
      example: '+48 601 234 567',
    }),
    email: field('Adres e-mail podaj jako tekst.')
      .optional()
      .openapi({ description: 'MV: adres, na który przyjdzie voucher.' }),
    customerNumber: field('Numer klienta podaj jako tekst.')
      .optional()
      .openapi({ description: 'CB, GFCA: opcjonalny numer klienta w systemie sprzedawcy.' }),
  })
  .openapi('OrderDeliveryData', {
    description:
      'Dane dostawy zależne od sposobu dostawy nagrody: MA { bankAccount }; MT { recipient, street, postalCode, city, phone }; ' +
      'MV { email, phone }; CB i GFCA {} (opcjonalnie customerNumber). W odpowiedziach numer rachunku jest zamaskowany (ostatnie 4 cyfry).',
  });

export const OrderRequestSchema = z
  .object({
    awardId: dbId('Identyfikator nagrody'),
    quantity: z
      .number({ error: 'Liczba sztuk musi być liczbą.' })
      .int('Liczba sztuk musi być liczbą całkowitą.')
      .min(1, 'Zamów co najmniej 1 szt.')
      .max(99, 'Jednym zamówieniem można zamówić najwyżej 99 szt.')
      .default(1),
    deliveryData: DeliveryDataSchema.default({}),
  })
  .openapi('OrderRequest');

export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_KEY_MISSING })
    .regex(/^[A-Za-z0-9_-]{8,128}$/, IDEMPOTENCY_KEY_INVALID)
    .openapi({
      description:
        'Klucz jednego zamówienia (8–128 znaków [A-Za-z0-9_-]), np. UUID. Ponowienie z tym samym kluczem i tą samą treścią ' +
        'zwraca to samo zamówienie bez drugiego obciążenia; z inną treścią — 409.',
      example: '3f0c2a8e-6b1d-4c7a-9e55-0d2f1b7c9a10',
    }),
});

export const TimelineStepSchema = z
  .object({
    status: OrderStatusSchema,
    label: z.string().openapi({ description: 'Polska nazwa kroku.' }),
    at: z
      .string()
      .nullable()
      .openapi({ description: 'Kiedy zamówienie osiągnęło krok (ISO 8601); null — krok jeszcze przed nim.' }),
    done: z.boolean(),
    note: z.string().nullable(),
    trackingUrl: z.string().nullable().openapi({ description: 'MT, krok sent: link do śledzenia przesyłki.' }),
  })
  .openapi('OrderTimelineStep');

export const OrderSchema = z
  .object({
    orderId: z.number().int(),
    awardId: z.number().int(),
    awardName: z.string().openapi({ description: 'Nazwa nagrody z chwili zamówienia.' }),
    activeImageId: z.number().int().nullable().openapi({ description: 'GET /api/loyalty/award/image/{id}.' }),
    quantity: z.number().int(),
    unitPrice: z.number(),
    totalPrice: z.number(),
    currency: z.enum(['vp', 'lp']),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    deliveryMethodLabel: z.string(),
    deliveryData: z
      .record(z.string(), z.string())
      .openapi({ description: 'Dane dostawy; rachunek bankowy zamaskowany („•••• 2874”).' }),
    status: OrderStatusSchema,
    statusLabel: z.string(),
    createdAt: z.string().openapi({ description: 'ISO 8601.' }),
    updatedAt: z.string(),
    trackingUrl: z.string().nullable().openapi({ description: 'MT: link do śledzenia przesyłki, gdy nadana.' }),
    canResendVoucher: z.boolean().openapi({ description: 'MV: voucher można wysłać ponownie.' }),
    timeline: z.array(TimelineStepSchema).openapi({
      description: 'Cała oś czasu: kroki wykonane (z datą) i, jeśli nie anulowano, kroki jeszcze przed zamówieniem.',
    }),
  })
  .openapi('Order');

export const OrderResultSchema = z
  .object({
    order: OrderSchema,
    summary: PointsSummarySchema.openapi({ description: 'Punkty po zamówieniu (saldo, zablokowane, do wydania).' }),
  })
  .openapi('OrderResult');

export const placeOrder = createRoute({
  method: 'post',
  path: '/api/loyalty/order',
  tags: TAGS,
  summary: 'Zamówienie nagrody (punkty blokowane od razu)',
  description:
    'W jednej transakcji: sprawdza nagrodę, dane dostawy, stan magazynu, limit uczestnika i punkty do wydania, ' +
    'blokuje punkty i zapisuje zamówienie (saldo bez zmian). MV: voucher od razu trafia e-mailem, więc zamówienie ' +
    'jest od razu zrealizowane: zablokowane punkty zostają wydane i saldo maleje o cenę. Kody odmów 422: VALIDATION_FAILED, AWARD_INACTIVE, ' +
    'OUT_OF_STOCK, LIMIT_REACHED, INSUFFICIENT_POINTS; 409: IDEMPOTENCY_KEY_REUSED; 404: AWARD_NOT_FOUND.',
  security: bearer,
  request: {
    headers: IdempotencyHeaderSchema,
    body: { required: true, content: json(OrderRequestSchema) },
  },
  responses: {
    201: { description: 'Zamówienie złożone', content: json(OrderResultSchema) },
    200: {
      description: 'Ponowienie z tym samym kluczem: to samo zamówienie, bez drugiego obciążenia',
      content: json(OrderResultSchema),
    },
    ...errorResponses(400, 401, 404, 409, 422),
  },
});

export const OrderListRequestSchema = PageRequestSchema.extend({
  search: PageRequestSchema.shape.search.openapi({
    description: searchDescription(
      'nazwie nagrody',
      'Sama liczba (także z #) znajduje też zamówienie o tym numerze. Kolejność według sortBy.',
    ),
  }),
  sortBy: z
    .enum(['createdAt', 'totalPrice'], { error: 'Sortuj według: createdAt albo totalPrice.' })
    .optional()
    .openapi({ description: 'Domyślnie createdAt; domyślny kierunek malejący (najnowsze najpierw).' }),
  status: OrderStatusSchema.optional(),
}).openapi('OrderListRequest');

export const listOrders = createRoute({
  method: 'post',
  path: '/api/loyalty/order/list',
  tags: TAGS,
  summary: 'Zamówienia uczestnika (z osią czasu każdego)',
  security: bearer,
  request: { body: { required: true, content: json(OrderListRequestSchema) } },
  responses: {
    200: { description: 'Strona zamówień', content: json(pageOf(OrderSchema, 'OrderPage')) },
    ...errorResponses(400, 401, 422),
  },
});

export const getOrder = createRoute({
  method: 'get',
  path: '/api/loyalty/order/{id}',
  tags: TAGS,
  summary: 'Jedno zamówienie uczestnika',
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'Zamówienie', content: json(OrderSchema) },
    ...errorResponses(401, 404, 422),
  },
});

export const resendVoucher = createRoute({
  method: 'post',
  path: '/api/loyalty/order/{id}/voucher/resend',
  tags: TAGS,
  summary: 'Ponowna wysyłka vouchera e-mailem (MV)',
  description: `Najwyżej ${MAX_RESENDS_PER_DAY} razy na dobę dla jednego zamówienia (potem 429 z Retry-After). 409 dla innych sposobów dostawy.`,
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: {
      description: 'Wysłano ponownie',
      content: json(z.object({ success: z.literal(true) }).openapi('VoucherResendResult')),
    },
    ...errorResponses(401, 404, 409, 422, 429),
  },
});
