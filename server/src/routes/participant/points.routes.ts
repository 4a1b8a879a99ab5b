import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/errors.ts';
import { bearer } from '../../lib/router.ts';

const value = (description: string) => z.number().openapi({ description, example: 1250.5 });

export const PointsSummarySchema = z
  .object({
    vpTotalValue: value('Punkty vp zdobyte łącznie.'),
    vpSubtractedValue: value('Punkty vp wydane lub wygasłe.'),
    vpLockedValue: value('Punkty vp zablokowane przez zamówienia w realizacji.'),
    vpCurrentValue: value('Punkty vp do wydania teraz: zdobyte − odjęte − zablokowane.'),
    lpTotalValue: value('Jak vp, dla waluty lp (tylko grupa FRSH; w innych grupach 0).'),
    lpSubtractedValue: value('lp odjęte.'),
    lpLockedValue: value('lp zablokowane.'),
    lpCurrentValue: value('lp do wydania teraz.'),
  })
  .openapi('PointsSummary');

export const CalculateResultSchema = z.object({ success: z.literal(true) }).openapi('PointsCalculateResult');

export const summary = createRoute({
  method: 'get',
  path: '/api/loyalty/participant/points/summary',
  tags: ['Punkty'],
  summary: 'Saldo punktów (vp, a w grupie FRSH także lp)',
  description: 'Saldo pokazywane uczestnikowi to total − subtracted; w nawiasie locked i current.',
  security: bearer,
  responses: {
    200: { description: 'Saldo', content: { 'application/json': { schema: PointsSummarySchema } } },
    ...errorResponses(401),
  },
});

export const calculate = createRoute({
  method: 'post',
  path: '/api/loyalty/participant/points/calculate',
  tags: ['Punkty'],
  summary: 'Przeliczenie salda z historii punktów',
  description:
    'Odbudowuje saldo z księgi operacji punktowych (bez treści żądania). Po sukcesie portal pobiera saldo ponownie.',
  security: bearer,
  responses: {
    200: { description: 'Przeliczono', content: { 'application/json': { schema: CalculateResultSchema } } },
    ...errorResponses(401),
  },
});
