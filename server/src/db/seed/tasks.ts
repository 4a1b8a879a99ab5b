import type { SeedContext } from './context.ts';

export async function seedTasks(_ctx: SeedContext): Promise<void> {}
