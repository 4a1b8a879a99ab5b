import type { SeedContext } from './context.ts';

export async function seedOrders(_ctx: SeedContext): Promise<void> {}
