import { z } from '@hono/zod-openapi';

/**
 * Building blocks of every request schema, bounded by what the database can take: a
 * value PostgreSQL refuses (an id past `integer`, a NUL in `text`, the year 0) would
 * otherwise fail the query and answer 500 instead of 422.
 */

/** The largest PostgreSQL `integer`: every id column is one. */
export const DB_INT_MAX = 2_147_483_647;

const NUL_MESSAGE = 'Tekst nie może zawierać znaku NUL (\\u0000).';

/** Text as any string field of a request: without NUL, which PostgreSQL cannot store. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

/** Positive and within the database's `integer`, with Polish messages naming the field. */
const bounded = <T extends z.ZodNumber | z.ZodCoercedNumber>(n: T, label: string) =>
  n
    .int(`${label} musi być liczbą całkowitą.`)
    .positive(`${label} musi być dodatni.`)
    .max(DB_INT_MAX, `${label} jest za duży.`);

/** An id in a JSON body. */
export const dbId = (label = 'Identyfikator') => bounded(z.number({ error: `${label} musi być liczbą.` }), label);

/** `{id}` in a path, read as a number within the same bounds. */
export const idParam = (label = 'Identyfikator') =>
  z.object({
    id: bounded(z.coerce.number({ error: `${label} musi być liczbą.` }), label).openapi({
      param: { name: 'id', in: 'path' },
      example: 1,
    }),
  });

/** The days a date filter may name; PostgreSQL has no year 0 and JavaScript dates end at 275760. */
export const DAY_MIN = '1900-01-01';
export const DAY_MAX = '9999-12-31';

/** A calendar day `RRRR-MM-DD` between DAY_MIN and DAY_MAX. */
export const isoDay = () =>
  z.iso
    .date({ error: 'Podaj datę w formacie RRRR-MM-DD.' })
    .refine((day) => day >= DAY_MIN && day <= DAY_MAX, `Podaj datę od ${DAY_MIN} do ${DAY_MAX}.`);
