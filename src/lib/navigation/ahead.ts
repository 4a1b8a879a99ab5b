/**
 * The page at `url` (prefetched) starts its first requests now, before the router shows it:
 * after a login, while the shell's data loads (auth.ts's enterApp), the target's data comes
 * at the same time instead of after it. Apart from loader.ts: visits.ts lives in the logged-in
 * pages' shared chunk, which the login page's router must not load before the login.
 */
import { sameBuild } from './build';
import { runModuleScripts } from './loader';
import { takePrefetched } from './prefetched';
import { visitAhead } from './visits';

export async function startAhead(url: URL): Promise<void> {
  const html = await takePrefetched(url);
  if (!html) return;
  const next = new DOMParser().parseFromString(html, 'text/html');
  if (!sameBuild(next)) return;
  await runModuleScripts(next);
  visitAhead(url);
}
