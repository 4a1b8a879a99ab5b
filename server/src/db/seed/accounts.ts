import type { SeedContext } from './context.ts';

export async function seedAccounts(_ctx: SeedContext): Promise<void> {}
