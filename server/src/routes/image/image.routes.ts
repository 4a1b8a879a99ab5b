import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/errors.ts';
import { bearer } from '../../lib/router.ts';

export const ImageSchema = z
  .object({
    imageContent: z.string().openapi({ description: 'Treść obrazu w base64.' }),
    imageMimeType: z.string().openapi({ example: 'image/svg+xml' }),
  })
  .openapi('Image');

const INT_MAX = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A public picture's number, or a task photo's uuid. */
export type ImageId = { kind: 'picture'; id: number } | { kind: 'photo'; id: string };

export function parseImageId(value: string): ImageId {
  return UUID.test(value) ? { kind: 'photo', id: value.toLowerCase() } : { kind: 'picture', id: Number(value) };
}

export const image = createRoute({
  method: 'get',
  path: '/api/loyalty/image/{id}',
  tags: ['Obrazy'],
  summary: 'Obraz po identyfikatorze',
  description:
    'Obrazy się nie zmieniają (nowy obraz to nowy identyfikator), więc odpowiedź można trzymać w pamięci podręcznej ' +
    'przeglądarki. Identyfikator to liczba (obrazki banerów, zadań, nagród i celów — widzi je uczestnik, któremu ' +
    'pokazywane jest coś z tym obrazkiem: obrazki nagród za lp tylko grupa FRSH) albo UUID zdjęcia przesłanego do ' +
    'zadania (`photoId` zadania — widzi je tylko ten, kto je przesłał). ' +
    'Brak obrazu, także cudzego zdjęcia czy obrazka, którego uczestnik nie widzi: 404 `IMAGE_NOT_FOUND`.',
  security: bearer,
  request: {
    params: z.object({
      id: z
        .string()
        .max(36, 'Nie ma takiego obrazu.')
        .refine((v) => UUID.test(v) || /^\d+$/.test(v), 'Identyfikator obrazu musi być liczbą albo UUID.')
        .refine((v) => UUID.test(v) || Number(v) > 0, 'Identyfikator obrazu musi być dodatni.')
        .refine((v) => UUID.test(v) || Number(v) <= INT_MAX, 'Nie ma takiego obrazu.')
        .openapi({
          param: { name: 'id', in: 'path' },
          description: 'Liczba (obrazek publiczny) albo UUID (zdjęcie z zadania).',
          example: '1',
        }),
    }),
  },
  responses: {
    200: { description: 'Obraz', content: { 'application/json': { schema: ImageSchema } } },
    ...errorResponses(401, 404, 422),
  },
});
