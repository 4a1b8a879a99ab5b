import type { SeedContext } from './context.ts';

export async function seedAwards(_ctx: SeedContext): Promise<void> {}
