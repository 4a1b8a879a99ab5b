import { typeset } from '../format/typography.ts';

/**
 * The build step of the legal Markdown, a hast plugin of Astro's Markdown processor
 * (Sätteri; astro.config.mjs):
 * - links to other sites open in a new tab with rel="noopener noreferrer" and say so to
 *   screen readers; links within the portal (a path) and e-mail links open in place (D15);
 * - the text is typeset like every other text on screen (docs/decisions/022).
 */

/** The little of hast this step reads and writes. */
interface Text {
  type: 'text';
  value: string;
}
interface Element {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: (Element | Text)[];
}
type Node = Element | Text | { type: string };

/** The calls of Sätteri's visitor context this step makes. */
export interface PluginContext {
  parent(node: Node): Node | undefined;
  replaceNode(node: Node, newNode: Node): void;
  setProperty(node: Node, key: string, value: unknown): void;
  appendChild(node: Node, child: Node): void;
}

/** Text shown as written. */
const VERBATIM = new Set(['code', 'pre']);

export const NEW_TAB_NOTE = typeset(' (otwiera się w nowej karcie)');

/** A link to another site: an absolute http(s) address. Paths, anchors and mailto stay in place. */
export const isOtherSite = (href: unknown) => typeof href === 'string' && /^https?:\/\//i.test(href.trim());

export const legalMarkdown = {
  name: 'punkty-legal',
  text(node: Text, ctx: PluginContext) {
    const parent = ctx.parent(node);
    if (parent && 'tagName' in parent && VERBATIM.has(parent.tagName)) return;
    const value = typeset(node.value);
    if (value !== node.value) ctx.replaceNode(node, { type: 'text', value });
  },
  element: {
    filter: ['a'],
    visit(node: Element, ctx: PluginContext) {
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
};
