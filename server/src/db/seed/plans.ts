import type { SeedContext } from './context.ts';

export async function seedPlans(_ctx: SeedContext): Promise<void> {}
