import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/errors.ts';
import { bearer } from '../../lib/router.ts';

export const ImageSchema = z
  .object({
    imageContent: z.string().openapi({ description: 'Treść obrazu w base64.' }),
    imageMimeType: z.string().openapi({ example: 'image/svg+xml' }),
  })
  .openapi('Image');

export const image = createRoute({
  method: 'get',
  path: '/api/loyalty/image/{id}',
  tags: ['Obrazy'],
  summary: 'Obraz po identyfikatorze',
  description:
    'Obrazy się nie zmieniają (nowy obraz to nowy identyfikator), więc odpowiedź można trzymać w pamięci podręcznej ' +
    'przeglądarki. Brak obrazu: 404 `IMAGE_NOT_FOUND`.',
  security: bearer,
  request: {
    params: z.object({
      id: z.coerce
        .number({ error: 'Identyfikator obrazu musi być liczbą.' })
        .int('Identyfikator obrazu musi być liczbą całkowitą.')
        .positive('Identyfikator obrazu musi być dodatni.')
        .max(2_147_483_647, 'Nie ma takiego obrazu.')
        .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
    }),
  },
  responses: {
    200: { description: 'Obraz', content: { 'application/json': { schema: ImageSchema } } },
    ...errorResponses(401, 404, 422),
  },
});
