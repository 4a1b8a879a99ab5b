import { z } from '@hono/zod-openapi';
import { text } from './input.ts';

/**
 * How every list reads `search` (decision 019, server/src/domain/search): `where` names the
 * fields searched, `order` what a search does to the order.
 */
export const searchDescription = (where: string, order: string) =>
  `Słowa szukane w ${where}. Każde słowo musi wystąpić; wielkość liter, polskie znaki i końcówki ` +
  `nie mają znaczenia („kawa” znajdzie „kawy”, „zolty” — „żółty”), a krótkie spójniki i przyimki ` +
  `(do, z, i, w, na, dla…) są pomijane. ${order}`;

/** The list request of every list call (D3): the same keys as the plan result filter. */
export const PageRequestSchema = z.object({
  search: text().trim().max(200).optional().openapi({ example: '' }),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  per: z.number().int().min(1).max(100).default(20),
  page: z.number().int().min(1).default(1).openapi({ description: 'Numer strony, od 1.' }),
});

export type PageRequest = z.infer<typeof PageRequestSchema>;

/** The one paged-list envelope every list answers with. */
export function pageOf<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      items: z.array(item),
      page: z.number().int().openapi({ description: 'Numer strony, od 1.' }),
      per: z.number().int(),
      total: z.number().int().openapi({ description: 'Liczba wszystkich pozycji.' }),
      totalPages: z.number().int(),
    })
    .openapi(name);
}

export function page<T>(items: T[], total: number, req: { page: number; per: number }) {
  return { items, page: req.page, per: req.per, total, totalPages: Math.max(1, Math.ceil(total / req.per)) };
}

/** SQL LIMIT/OFFSET for a page request. */
export const limitOffset = (req: { page: number; per: number }) => [req.per, (req.page - 1) * req.per] as const;
