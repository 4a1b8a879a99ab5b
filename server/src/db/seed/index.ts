import type { Clock } from '../../clock.ts';
import type { Db } from '../types.ts';
import type { SeedContext, SeedLinks } from './context.ts';
import { seedParticipants } from './participants.ts';
import { seedAccounts } from './accounts.ts';
import { seedBroadcast } from './broadcast.ts';
import { seedPlans } from './plans.ts';
import { seedTasks } from './tasks.ts';
import { seedAwards } from './awards.ts';
import { seedOrders } from './orders.ts';

/**
 * Fills an empty database with the demo data of D9, in one transaction. No-op when
 * participants exist. Only when asked for (DEMO_DATA, or the local demo): its logins
 * have a published password.
 */
export async function seedDemo(db: Db, clock: Clock, links: SeedLinks): Promise<boolean> {
  const existing = await db.query<{ n: number }>('select count(*)::int as n from participant');
  if ((existing[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const participants = await seedParticipants(tx, clock);
    const ctx: SeedContext = { tx, clock, links, participants };
    await seedAccounts(ctx);
    await seedBroadcast(ctx);
    await seedPlans(ctx);
    await seedTasks(ctx);
    // Awards before orders: orders reference awards and lock points earned by plans and tasks.
    await seedAwards(ctx);
    await seedOrders(ctx);
  });
  return true;
}
