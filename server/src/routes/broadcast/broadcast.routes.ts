import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/errors.ts';
import { bearer } from '../../lib/router.ts';
import { dbId, idParam } from '../../lib/input.ts';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

export const BannerSectionSchema = z
  .object({
    id: z.number().int(),
    code: z.string().openapi({
      description: 'Kod sekcji, np. app_3_goals; portal dobiera sekcję po kodzie.',
      example: 'app_3_goals',
    }),
  })
  .openapi('BannerSection');

export const BannerSectionsSchema = z
  .object({ bannerSections: z.array(BannerSectionSchema) })
  .openapi('BannerSections');

export const BannerListRequestSchema = z
  .object({
    bannerSectionId: dbId('Identyfikator sekcji banerów'),
  })
  .openapi('BannerListRequest');

export const BannerSchema = z
  .object({
    bannerId: z.number().int(),
    url: z.string().nullable().openapi({
      description:
        'Dokąd prowadzi kliknięcie: adres http(s) (nowa karta) albo ścieżka portalu; null — baner nie jest linkiem.',
      example: '/awards-catalog',
    }),
    mimeType: z.string().openapi({ example: 'image/svg+xml' }),
    broadcastTime: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Czas wyświetlania w sekundach; null — domyślne 5 s.', example: 7 }),
  })
  .openapi('Banner');

export const BannerListSchema = z.object({ banners: z.array(BannerSchema) }).openapi('BannerList');

export const BannerContentSchema = z
  .object({ bannerContent: z.string().openapi({ description: 'Obraz banera w base64 (typ podaje lista banerów).' }) })
  .openapi('BannerContent');

export const PopupSchema = z
  .object({
    popupId: z.number().int(),
    popupName: z.string().openapi({ example: 'Akcja: podwójne punkty za cele' }),
    textContent: z.string().openapi({
      description:
        'Treść jako tekst JSON w formacie Draft.js raw ({ blocks: [...], entityMap: {...} }): bloki (akapity, ' +
        'nagłówki, listy), style BOLD/ITALIC/UNDERLINE/STRIKETHROUGH i encje LINK.',
    }),
  })
  .openapi('Popup');

const IdParamSchema = idParam();

export const bannerSections = createRoute({
  method: 'get',
  path: '/api/loyalty/broadcast/banner-section',
  tags: ['Komunikaty'],
  summary: 'Sekcje banerów (jedna na ekran, dobierana po kodzie)',
  security: bearer,
  responses: {
    200: { description: 'Wszystkie sekcje', content: json(BannerSectionsSchema) },
    ...errorResponses(401),
  },
});

export const bannerList = createRoute({
  method: 'post',
  path: '/api/loyalty/broadcast/participant/banner/list',
  tags: ['Komunikaty'],
  summary: 'Banery sekcji widoczne teraz dla uczestnika',
  description:
    'Aktywne w tej chwili banery sekcji, w kolejności wyświetlania; bez banerów przeznaczonych dla innej grupy. ' +
    'Nieznana sekcja: 404 `SECTION_NOT_FOUND`.',
  security: bearer,
  request: { body: { required: true, content: json(BannerListRequestSchema) } },
  responses: {
    200: { description: 'Banery (może być pusta lista)', content: json(BannerListSchema) },
    ...errorResponses(400, 401, 404, 422),
  },
});

export const bannerContent = createRoute({
  method: 'get',
  path: '/api/loyalty/broadcast/banner/content/{id}',
  tags: ['Komunikaty'],
  summary: 'Obraz banera (base64)',
  description: 'Baner innej grupy odpowiada jak nieistniejący: 404 `BANNER_NOT_FOUND`.',
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'Obraz', content: json(BannerContentSchema) },
    ...errorResponses(401, 404, 422),
  },
});

export const popup = createRoute({
  method: 'get',
  path: '/api/loyalty/broadcast/popup',
  tags: ['Komunikaty'],
  summary: 'Komunikat (popup) aktywny w tej chwili',
  description: 'Gdy aktywnych jest kilka — ten, który zaczął obowiązywać najpóźniej. Brak aktywnego: 204 bez treści.',
  security: bearer,
  responses: {
    200: { description: 'Aktywny komunikat', content: json(PopupSchema) },
    204: { description: 'Brak aktywnego komunikatu' },
    ...errorResponses(401),
  },
});
