import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/errors.ts';
import { pageOf, PageRequestSchema, searchDescription } from '../../lib/paging.ts';
import { bearer } from '../../lib/router.ts';
import { FRESH_DAYS } from '../../domain/awards.ts';
import { dbId, idParam } from '../../lib/input.ts';
import { DELIVERY_METHODS } from '../../../../shared/rules/delivery-methods.ts';

const TAGS = ['Nagrody'];
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

const IdParamSchema = idParam();

const CurrencySchema = z.enum(['vp', 'lp']).openapi({ description: 'vp — wszyscy; lp — tylko grupa FRSH.' });
const DeliveryMethodSchema = z.enum(DELIVERY_METHODS).openapi({
  description:
    'MA — przelew na podane konto; MT — kurier na podany adres; MV — e-voucher e-mailem, hasło do pliku SMS-em; ' +
    'CB, GFCA — system sprzedawcy.',
});

// ---- Groups and categories ----------------------------------------------------------

export const AwardGroupSchema = z
  .object({
    groupId: z.number().int(),
    name: z.string(),
    description: z.string(),
    imageId: z.number().int().nullable().openapi({ description: 'Obrazek grupy: GET /api/loyalty/award/image/{id}.' }),
    awardCount: z.number().int().openapi({ description: 'Ile nagród grupy widzi uczestnik.' }),
  })
  .openapi('AwardGroup');

export const groupList = createRoute({
  method: 'get',
  path: '/api/loyalty/award/group/list/simple',
  tags: TAGS,
  summary: 'Grupy nagród (wszystkie na jednej stronie)',
  security: bearer,
  responses: {
    200: { description: 'Grupy w kolejności katalogu', content: json(pageOf(AwardGroupSchema, 'AwardGroupPage')) },
    ...errorResponses(401),
  },
});

export const AwardCategorySchema = z
  .object({
    categoryId: z.number().int(),
    groupId: z.number().int(),
    name: z.string(),
    awardCount: z.number().int().openapi({ description: 'Ile nagród kategorii widzi uczestnik.' }),
  })
  .openapi('AwardCategory');

export const categoryList = createRoute({
  method: 'get',
  path: '/api/loyalty/award/category/list',
  tags: TAGS,
  summary: 'Kategorie nagród, opcjonalnie tylko wybranych grup',
  security: bearer,
  request: {
    query: z.object({
      groupIds: z
        .string()
        .max(1000)
        .regex(
          /^\s*\d{1,9}\s*(,\s*\d{1,9}\s*)*$/,
          'Podaj identyfikatory grup jako liczby rozdzielone przecinkami, np. 1,2.',
        )
        .optional()
        .openapi({
          param: { name: 'groupIds', in: 'query' },
          example: '1,2',
          description: 'Id grup po przecinku; brak — wszystkie.',
        }),
    }),
  },
  responses: {
    200: {
      description: 'Kategorie (wszystkie na jednej stronie)',
      content: json(pageOf(AwardCategorySchema, 'AwardCategoryPage')),
    },
    ...errorResponses(401, 422),
  },
});

// ---- The catalogue ------------------------------------------------------------------

export const AwardCardSchema = z
  .object({
    awardId: z.number().int(),
    name: z.string(),
    shortDescription: z.string(),
    price: z.number().openapi({ description: 'Cena jednej sztuki w walucie nagrody.' }),
    currency: CurrencySchema,
    deliveryMethod: DeliveryMethodSchema,
    activeImageId: z.number().int().nullable(),
    inactiveImageId: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Obrazek dla nagrody, której nie można zamówić.' }),
    groupId: z.number().int(),
    categoryId: z.number().int(),
    isNew: z.boolean().openapi({ description: `Dodana w ciągu ostatnich ${FRESH_DAYS} dni.` }),
    wished: z.boolean().openapi({ description: 'Jest na liście życzeń uczestnika.' }),
    canOrder: z.boolean().openapi({
      description:
        'Punkty do wydania pokrywają jedną sztukę, nagroda jest dostępna, aktywna i nie wyczerpano limitu uczestnika.',
    }),
    missingPoints: z.number().openapi({ description: 'Ile punktów brakuje do jednej sztuki; 0, gdy stać uczestnika.' }),
  })
  .openapi('AwardCard');

export const AwardCardPageSchema = pageOf(AwardCardSchema, 'AwardCardPage');

export const AwardListRequestSchema = PageRequestSchema.extend({
  search: PageRequestSchema.shape.search.openapi({
    description: searchDescription(
      'nazwie, krótkim opisie i opisie nagrody',
      'Bez sortBy wyniki idą od najtrafniejszych.',
    ),
    example: 'ekspres do kawy',
  }),
  sortBy: z
    .enum(['relevance', 'name', 'price', 'newest', 'popularity'], {
      error: 'Sortuj według: relevance, name, price, newest albo popularity.',
    })
    .optional()
    .openapi({
      description:
        'Domyślnie relevance, gdy podano search, a popularity bez niego. relevance: najpierw nagrody, których nazwa ' +
        'zawiera szukane słowa, wśród równych najpopularniejsze; bez search to samo co popularity. Domyślny ' +
        'kierunek: name i price rosnąco, relevance, newest i popularity malejąco.',
    }),
  groupIds: z
    .array(dbId('Identyfikator grupy'))
    .max(100)
    .optional()
    .openapi({ example: [1] }),
  categoryIds: z.array(dbId('Identyfikator kategorii')).max(200).optional().openapi({ example: [] }),
  onlyFresh: z
    .boolean()
    .optional()
    .openapi({ description: `Tylko nagrody dodane w ciągu ostatnich ${FRESH_DAYS} dni.` }),
  affordable: z.boolean().optional().openapi({
    description: 'Tylko nagrody, których cena mieści się w punktach do wydania (w walucie nagrody).',
  }),
  currency: CurrencySchema.optional().openapi({
    description:
      'Tylko nagrody w tej walucie; brak — w obu (lp widzi tylko grupa FRSH). Sortowanie po cenie układa nagrody najpierw w vp, potem w lp, bo ich ceny się nie porównują.',
  }),
}).openapi('AwardListRequest');

export const awardList = createRoute({
  method: 'post',
  path: '/api/loyalty/award/list',
  tags: TAGS,
  summary: 'Katalog nagród: wyszukiwanie, grupy, kategorie, nowości, sortowanie, strony',
  security: bearer,
  request: { body: { required: true, content: json(AwardListRequestSchema) } },
  responses: {
    200: { description: 'Strona katalogu', content: json(AwardCardPageSchema) },
    ...errorResponses(400, 401, 422),
  },
});

export const AwardDetailSchema = AwardCardSchema.extend({
  description: z.string().openapi({ description: 'Zwykły tekst; akapity rozdziela pusta linia.' }),
  groupName: z.string(),
  categoryName: z.string(),
  userLimit: z.number().int().nullable().openapi({ description: 'Najwięcej sztuk na uczestnika; null — bez limitu.' }),
  remainingAmount: z.number().int().nullable().openapi({ description: 'Sztuk w magazynie; null — bez ograniczeń.' }),
  orderedByUser: z.number().int().openapi({ description: 'Sztuki już zamówione przez uczestnika (bez anulowanych).' }),
  maxOrderable: z.number().int().nullable().openapi({
    description:
      'Najwięcej sztuk w jednym zamówieniu: mniejsza z wartości pozostały limit, stan magazynu, sztuki, na które stać uczestnika; null — bez ograniczeń.',
  }),
}).openapi('AwardDetail');

export const awardDetail = createRoute({
  method: 'get',
  path: '/api/loyalty/award/{id}',
  tags: TAGS,
  summary: 'Szczegóły nagrody',
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'Nagroda', content: json(AwardDetailSchema) },
    ...errorResponses(401, 404, 422),
  },
});

export const ImageSchema = z
  .object({
    imageContent: z.string().openapi({ description: 'Treść obrazka w base64.' }),
    imageMimeType: z.string().openapi({ example: 'image/svg+xml' }),
  })
  .openapi('AwardImage');

export const awardImage = createRoute({
  method: 'get',
  path: '/api/loyalty/award/image/{id}',
  tags: TAGS,
  summary: 'Obrazek nagrody lub grupy nagród',
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'Obrazek', content: json(ImageSchema) },
    ...errorResponses(401, 404, 422),
  },
});

// ---- Wish list ----------------------------------------------------------------------

export const wishList = createRoute({
  method: 'get',
  path: '/api/loyalty/award/wish/list',
  tags: TAGS,
  summary: 'Lista życzeń uczestnika (ostatnio dodane najpierw)',
  security: bearer,
  request: {
    query: z.object({
      page: z.coerce
        .number()
        .int()
        .min(1)
        .default(1)
        .openapi({ param: { name: 'page', in: 'query' }, example: 1 }),
      per: z.coerce
        .number()
        .int()
        .min(1)
        .max(100)
        .default(100)
        .openapi({ param: { name: 'per', in: 'query' }, example: 100 }),
    }),
  },
  responses: {
    200: { description: 'Nagrody z listy życzeń', content: json(AwardCardPageSchema) },
    ...errorResponses(401, 422),
  },
});

export const WishStateSchema = z.object({ wished: z.boolean() }).openapi('AwardWishState');

export const addWish = createRoute({
  method: 'put',
  path: '/api/loyalty/award/{id}/wish',
  tags: TAGS,
  summary: 'Dodanie nagrody do listy życzeń (ponowne dodanie niczego nie zmienia)',
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'Nagroda jest na liście życzeń', content: json(WishStateSchema) },
    ...errorResponses(401, 404, 422),
  },
});

export const removeWish = createRoute({
  method: 'delete',
  path: '/api/loyalty/award/{id}/wish',
  tags: TAGS,
  summary: 'Usunięcie nagrody z listy życzeń (usunięcie nieobecnej niczego nie zmienia)',
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'Nagrody nie ma na liście życzeń', content: json(WishStateSchema) },
    ...errorResponses(401, 404, 422),
  },
});
