/**
 * The router's loading step (astro:before-preparation), wrapped: the next page's HTML is
 * the one prefetched when there is one (prefetch.ts), else the router's own fetch; a page
 * of another build is loaded as a whole page instead of swapped in (build.ts); and the
 * page's own scripts are evaluated before the swap, so its first requests start with it
 * (visits.ts) rather than after it, when the router would run them.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { sameBuild } from './build';
import { takePrefetched } from './prefetched';

/** The new stylesheets, loaded before the swap so nothing paints unstyled (as the router does). */
function loadStylesheets(next: Document): Promise<unknown> {
  const links = [...next.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => link.getAttribute('href'))
    .filter((href) => href && !document.querySelector(`link[rel="stylesheet"][href="${href}"]`))
    .map(
      (href) =>
        new Promise((resolve) => {
          const link = document.createElement('link');
          link.rel = 'preload';
          link.as = 'style';
          link.href = href!;
          link.onload = link.onerror = resolve;
          document.head.append(link);
        }),
    );
  return Promise.all(links);
}

async function fromHtml(event: TransitionBeforePreparationEvent, html: string): Promise<void> {
  const next = new DOMParser().parseFromString(html, 'text/html');
  next.querySelectorAll('noscript').forEach((element) => element.remove());
  if (!next.querySelector('[name="astro-view-transitions-enabled"]')) {
    event.preventDefault(); // a page without the router: a page load
    return;
  }
  event.newDocument = next;
  await loadStylesheets(next);
}

/** The next page's module scripts, evaluated now (each once per session; the router's own run then finds them done). */
export function runModuleScripts(next: Document): Promise<unknown> {
  const sources = [...next.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((s) => s.src);
  return Promise.all(sources.map((src) => import(/* @vite-ignore */ src).catch(() => {})));
}

export function wrapLoader(event: TransitionBeforePreparationEvent): void {
  if (event.formData) return;
  const prefetched = takePrefetched(event.to);
  const load = event.loader;
  event.loader = async () => {
    const html = prefetched ? await prefetched : null;
    if (html === null) await load();
    else await fromHtml(event, html);
    if (event.defaultPrevented || event.newDocument === document) return;
    if (!sameBuild(event.newDocument)) event.preventDefault();
    else await runModuleScripts(event.newDocument);
  };
}

