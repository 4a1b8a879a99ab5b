import type { satteri } from '@astrojs/markdown-satteri';
import { typeset } from '../format/typography.ts';

/**
 * The build step of the legal Markdown, a hast plugin of Astro's Markdown processor
 * (Sätteri; astro.config.mjs):
 * - links to other sites open in a new tab with rel="noopener noreferrer" and say so to
 *   screen readers; links within the portal (a path) and e-mail links open in place (D15);
 * - the text is typeset like every other text on screen (docs/decisions/022).
 */

/** A plugin as `satteri({ hastPlugins })` takes it. */
type HastPlugin = Extract<
  NonNullable<NonNullable<Parameters<typeof satteri>[0]>['hastPlugins']>[number],
  { name: string }
>;

/** Text shown as written. */
const VERBATIM = new Set(['code', 'pre']);

export const NEW_TAB_NOTE = typeset(' (otwiera się w nowej karcie)');

/** A link to another site: an absolute http(s) address. Paths, anchors and mailto stay in place. */
export const isOtherSite = (href: unknown) => typeof href === 'string' && /^https?:\/\//i.test(href.trim());

export const legalMarkdown = {
  name: 'punkty-legal',
  text(node, ctx) {
    const parent = ctx.parent(node);
    if (parent?.type === 'element' && VERBATIM.has(parent.tagName)) return;
    const value = typeset(node.value);
    if (value !== node.value) ctx.replaceNode(node, { type: 'text', value });
  },
  element: {
    filter: ['a'],
    visit(node, ctx) {
      if (!isOtherSite(node.properties.href)) return;
      ctx.setProperty(node, 'target', '_blank');
      ctx.setProperty(node, 'rel', ['noopener', 'noreferrer']);
      ctx.appendChild(node, {
        type: 'element',
        tagName: 'span',
        properties: { className: ['visually-hidden'] },
        children: [{ type: 'text', value: NEW_TAB_NOTE }],
      });
    },
  },
} satisfies HastPlugin;
