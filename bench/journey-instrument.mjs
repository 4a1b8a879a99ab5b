/**
 * The in-page half of the journeys section: a script added to every document of the tab
 * (Page.addScriptToEvaluateOnNewDocument) before the page's own. It reports through a CDP
 * binding, so a tap in one document and the frame that shows its result in the next are
 * read the same way as both in one document:
 *
 * - `press`: a pointer or touch went down (its event time, epoch ms);
 * - `shown`: the first frame (requestAnimationFrame) after the element that means "this
 *   page's data is shown" (its route's `ready` selector) became visible, with
 *   `location.pathname` and the element's text.
 *
 * A document reports each path and text once: from its start, and again after every press
 * and every same-document URL change (the Navigation API's currententrychange: pushState,
 * replaceState, back and forward). So a new document (a multi-page tap, a prerendered page
 * once shown) and a client-side route change (the DOM swapped in the same document) both
 * end in a `shown` for the path they reach, and a ready element that first holds the old
 * page's text (an SPA's title before its render) is reported again once it holds the new
 * one. Checks run on every DOM change (MutationObserver); the layout-forcing visibility
 * check only for a path and text not reported yet.
 */
/* global document, location, performance, requestAnimationFrame, MutationObserver, addEventListener */

export const BINDING = '__journeyReport';

/** Runs in the page: `byOrigin` is { [origin]: [[pathname regex source, ready selector], …] }. */
function instrument(byOrigin, binding) {
  const report = (data) => globalThis[binding]?.(JSON.stringify(data));
  const now = () => performance.timeOrigin + performance.now();
  const matchers = (byOrigin[location.origin] ?? []).map(([pattern, selector]) => [new RegExp(pattern), selector]);
  let reported = new Set();
  let pending = false;
  const check = () => {
    if (pending || document.prerendering) return;
    const path = location.pathname;
    const selector = matchers.find(([pattern]) => pattern.test(path))?.[1];
    const element = selector && document.querySelector(selector);
    if (!element) return;
    const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 200);
    const key = `${path}\n${text}`;
    if (reported.has(key) || !element.checkVisibility()) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      // Unless the route changed again in the meantime (that frame shows another page).
      if (location.pathname === path) {
        reported.add(key);
        report({ kind: 'shown', path, text, at: now() });
      }
      check();
    });
  };
  const arm = () => {
    reported = new Set();
    check();
  };
  addEventListener(
    'pointerdown',
    (event) => {
      report({ kind: 'press', path: location.pathname, at: performance.timeOrigin + event.timeStamp });
      arm();
    },
    true,
  );
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  globalThis.navigation?.addEventListener('currententrychange', arm);
  document.addEventListener('prerenderingchange', check);
  document.addEventListener('DOMContentLoaded', check);
}

/** The script for Page.addScriptToEvaluateOnNewDocument: the routes of each app by its origin. */
export function instrumentSource(byOrigin) {
  return `(${instrument})(${JSON.stringify(byOrigin)}, ${JSON.stringify(BINDING)});`;
}

/** A route pattern of bench/pages.mjs ("/award/:awardId") as a pathname regex source. */
export function routePattern(route) {
  return `^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`;
}
