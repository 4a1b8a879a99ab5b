/**
 * The portal's client-side navigation (D17, docs/decisions/025) around Astro's router
 * (<ClientRouter />): before a page is fetched, the access guard decides (guard.ts) and
 * the prefetched HTML is used (loader.ts); before it is swapped in, the root keeps the
 * session's mark; once it is, the top bar's marks follow the path, focus moves to the
 * new content and the service worker is asked about a new build. Loaded by every page
 * with the router (BaseLayout), the logged-out ones included: it imports nothing of the
 * API or the stores, which those pages load only when the participant acts.
 */
import { LOGGED_OUT_CLASS, SESSION_KEY, isLoggedIn } from '../guard/guard.js';
import { markCurrentLinks } from './current-links';
import { focusNewPage } from './focus';
import { guardNavigation } from './guard';
import { startLayers } from './layers';
import { wrapLoader } from './loader';
import { startScrollRestore } from './scroll-restore';
import { takeSoftRedirect } from './soft-redirect';
import { checkForNewBuild } from './update';

function loggedIn(): boolean {
  try {
    return isLoggedIn(sessionStorage.getItem(SESSION_KEY), Date.now());
  } catch {
    return false;
  }
}

export function startNavigation(): void {
  startLayers();
  startScrollRestore();
  document.addEventListener('astro:before-preparation', (event) => {
    guardNavigation(event);
    wrapLoader(event);
    // Until the swap replaces the root's attributes: a bar says the tap was taken (global.css).
    document.documentElement.dataset.navigating = '';
  });
  // Every page's static HTML starts "not logged in" (decision 023); the guard of a full load corrects it.
  document.addEventListener('astro:before-swap', (event) => {
    event.newDocument.documentElement.classList.toggle(LOGGED_OUT_CLASS, !loggedIn());
  });
  document.addEventListener('astro:after-swap', () => {
    markCurrentLinks(document, location.pathname);
    focusNewPage();
    checkForNewBuild();
  });
  // Intents matter once the page is there: their code loads after it (issue 24's bytes).
  const startIntents = () =>
    import('./prefetch').then(
      ({ startPrefetch }) => startPrefetch(() => document.querySelectorAll<HTMLAnchorElement>('.topbar a[href]')),
      () => {}, // no prefetch: the router fetches at the tap
    );
  if (document.readyState === 'complete') void startIntents();
  else addEventListener('load', () => void startIntents(), { once: true });
  const target = takeSoftRedirect();
  if (target)
    import('../auth/auth').then(
      // A failure shows on the login page itself (and in toasts).
      ({ enterApp }) => enterApp(target).catch(() => {}),
      () => location.replace(target), // the code did not load: a page load gets there too
    );
}
