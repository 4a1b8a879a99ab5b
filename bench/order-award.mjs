/**
 * For the order row of the API bench: an award demo can order as often as the load
 * asks (price 1 vp, no stock or per-participant limit, delivered by the seller's system)
 * and a balance that never runs out. Written straight into the database the server will
 * open, before it starts.
 */
import { systemClock } from '../server/src/clock.ts';
import { openDatabase } from '../server/src/db/open.ts';
import { LOCAL_DEMO_LINKS } from '../server/src/db/seed/context.ts';
import { insertAward, participantId, setBalance } from '../server/src/test/orders.ts';

export async function prepareOrderAward({ DATABASE_URL, DATA_DIR }) {
  const opened = await openDatabase({
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    clock: systemClock,
    demo: LOCAL_DEMO_LINKS,
  });
  try {
    return await opened.db.transaction(async (tx) => {
      const award = await insertAward(tx, systemClock, { price: 1, deliveryMethod: 'CB', name: 'Bench: długopis' });
      await setBalance(tx, systemClock, await participantId(tx, 'demo'), 'vp', 10_000_000);
      return award.id;
    });
  } finally {
    await opened.close();
  }
}
