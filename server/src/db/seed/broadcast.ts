import type { SeedContext } from './context.ts';

export async function seedBroadcast(_ctx: SeedContext): Promise<void> {}
