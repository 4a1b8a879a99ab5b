import type { Clock } from '../../clock.ts';
import type { Queryable } from '../types.ts';

/** What every seed module receives: the transaction, the clock and who the demo participants are. */
export interface SeedContext {
  tx: Queryable;
  clock: Clock;
  participants: {
    /** `demo`, an ordinary group. */
    demo: number;
    /** `frsh`, group FRSH: both currencies. */
    frsh: number;
    /** `nowy`, not yet activated (for the activation flow). */
    nowy: number;
  };
}

/** Inserts a picture into the shared image table and returns its id. */
export async function insertImage(tx: Queryable, picture: { mimeType: string; content: Buffer }): Promise<number> {
  const rows = await tx.query<{ id: number }>('insert into image (mime_type, content) values ($1, $2) returning id', [
    picture.mimeType,
    picture.content,
  ]);
  return rows[0]!.id;
}

/** Days from the seed's "now", for dates relative to whenever the demo is started. */
export function daysFrom(clock: Clock, days: number): Date {
  return new Date(clock.now().getTime() + days * 86_400_000);
}
