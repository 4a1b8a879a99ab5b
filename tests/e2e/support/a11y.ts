/**
 * Helpers of the accessibility specs: an axe scan that fails on serious and critical
 * violations, and a wait until a page shows its data (no skeletons, nothing busy, no
 * animation running) so the scan sees what a participant reads, not a placeholder.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.0–2.2 A and AA, and axe's best practices (landmarks, one h1, region…). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * An axe scan of the page in axe's legacy mode: the results are put together in the page
 * itself instead of in a blank page opened for each scan, which took more than half of a
 * scan's ~2.5 s. What that mode gives up, frames of another origin, the portal's pages
 * cannot have: their CSP (default-src 'self') refuses them.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * Scans the page (or `include`) and expects no serious or critical violation. Lesser
 * ones are attached to the test's report as annotations, so they are seen, not hidden.
 */
export async function expectNoSeriousViolations(page: Page, what: string, include?: string): Promise<void> {
  let builder = axe(page).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${what}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
  // A control that scrolled under the shell's sticky footer is "too close" to the footer's own
  // buttons, or partly hidden by them, only at the scan's scroll position: the participant
  // scrolls it into view, and the layout's scroll-padding keeps a focused control clear of the
  // footer. Such target-size findings are reported, not failed; any other neighbour fails.
  for (const v of violations.filter((v) => v.id === 'target-size')) {
    const underFooter = await page.evaluate(
      (nodes) =>
        nodes.map(
          ({ target, related }) =>
            !document.querySelector(target)?.closest('footer.app-footer') &&
            related.length > 0 &&
            related.every((selector) => document.querySelector(selector)?.closest('footer.app-footer')),
        ),
      v.nodes.map((n) => ({
        target: n.target.join(' '),
        related: n.any.flatMap((check) => (check.relatedNodes ?? []).map((r) => r.target.join(' '))),
      })),
    );
    const kept = v.nodes.filter((_, i) => !underFooter[i]);
    if (kept.length === v.nodes.length) continue;
    test.info().annotations.push({
      type: 'axe (under the sticky footer)',
      description: `${what}: ${v.nodes
        .filter((_, i) => underFooter[i])
        .map((n) => n.target.join(' '))
        .join(', ')}`,
    });
    v.nodes = kept;
  }
  const found = violations.filter((v) => v.nodes.length > 0);
  const serious = found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const v of found.filter((v) => !serious.includes(v))) {
    test.info().annotations.push({ type: 'axe (minor or moderate)', description: describe(v) });
  }
  expect(serious.map(describe)).toEqual([]);
}

/**
 * Every field marked invalid has a label and is described by a message that exists and
 * says something (aria-describedby), so a screen reader reads the error with the field.
 */
export async function expectErrorsTiedToFields(page: Page, scope = 'main'): Promise<void> {
  const fields = await page.locator(`${scope} [aria-invalid="true"]`).evaluateAll((nodes) =>
    nodes.map((node) => {
      const el = node as HTMLInputElement;
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return {
        field: el.name || el.id,
        labelled: (el.labels?.length ?? 0) > 0 || el.hasAttribute('aria-label'),
        described: ids
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ')
          .trim(),
      };
    }),
  );
  expect(fields.length, 'fields marked invalid').toBeGreaterThan(0);
  for (const { field, labelled, described } of fields) {
    expect(labelled, `${field} has a label`).toBe(true);
    expect(described, `${field} is described by its error message`).not.toBe('');
  }
}

/** Finite animations (a dialog fading in, a toast sliding) have ended; spinners loop forever and are skipped. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The islands that hydrate without the user (client:load, idle, only; and client:visible
 * with `visible`) have hydrated. A custom directive that waits for an event (the Toaster's)
 * is not waited for.
 */
export async function islandsHydrated(page: Page, { visible = false } = {}): Promise<void> {
  const kinds = ['load', 'idle', 'only', ...(visible ? ['visible'] : [])];
  const pending = kinds.map((kind) => `astro-island[ssr][client="${kind}"]`).join(', ');
  await expect(page.locator(pending)).toHaveCount(0, { timeout: 15_000 });
}

/** Scrolls through the page and back: lazy pictures and client:visible islands start loading. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or 100 ms without one: CI once saw a page's frames stop for two minutes under load,
    // and the scroll waited for them until the test's timeout.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      // Two frames: the intersection observers see the step.
      await frame();
      await frame();
    }
    scrollTo(0, 0);
  });
}

/**
 * The page has hydrated and shows its data: no skeleton is visible, nothing visible is
 * aria-busy and the animations have ended. It is scrolled through twice: once for the
 * client:visible islands, once for the pictures of the lists those islands loaded.
 */
export async function dataShown(page: Page): Promise<void> {
  const long = { timeout: 15_000 };
  await islandsHydrated(page);
  await scrollThrough(page);
  await islandsHydrated(page, { visible: true });
  await expect(page.locator('.skeleton:visible')).toHaveCount(0, long);
  await scrollThrough(page);
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0, long);
  await animationsDone(page);
}

export interface FocusStop {
  /** tag#id.class "text" of the focused element. */
  what: string;
  /** An outline or a box-shadow in the focus colour on it, or on the card around it (:focus-within). */
  indicated: boolean;
  /** It has a size on screen (focus never lands on something invisible). */
  onScreen: boolean;
}

/** Where the focus is now and whether a sighted keyboard user can see it. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // The focus colour as the browser writes it in computed styles ("rgb(…)").
    const probe = document.createElement('i');
    probe.style.color = 'var(--color-focus)';
    document.body.append(probe);
    const focus = getComputedStyle(probe).color;
    probe.remove();
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor === focus;
      return outline || style.boxShadow.includes(focus);
    };
    let indicated = ring(el);
    for (let up = el.parentElement, i = 0; !indicated && up && i < 4; up = up.parentElement, i++) {
      indicated = up.matches(':focus-within') && ring(up);
    }
    const box = el.getBoundingClientRect();
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${text}"`;
    return { what, indicated, onScreen: box.width > 0 && box.height > 0 };
  });
}
