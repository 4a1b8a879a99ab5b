import { describe, expect, it, vi } from 'vitest';
import { NEW_TAB_NOTE, legalMarkdown, type PluginContext } from './legal-markdown';

/** A visitor context that records what the plugin asks for. */
function context(parentTag?: string) {
  const calls: unknown[][] = [];
  const ctx: PluginContext = {
    parent: () => (parentTag ? { type: 'element', tagName: parentTag, properties: {}, children: [] } : undefined),
    replaceNode: vi.fn((...args) => void calls.push(['replace', ...args.slice(1)])),
    setProperty: vi.fn((...args) => void calls.push(['set', ...args.slice(1)])),
    appendChild: vi.fn((...args) => void calls.push(['append', ...args.slice(1)])),
  };
  return { ctx, calls };
}

const link = (href: string) => ({ type: 'element' as const, tagName: 'a', properties: { href }, children: [] });

describe('the legal Markdown step', () => {
  it.each([['https://uodo.gov.pl/'], ['http://example.com/a'], [' HTTPS://example.com']])(
    'D15: a link to another site (%s) opens in a new tab, with rel and a note for screen readers',
    (href) => {
      const { ctx, calls } = context();
      legalMarkdown.element.visit(link(href), ctx);
      expect(calls).toEqual([
        ['set', 'target', '_blank'],
        ['set', 'rel', ['noopener', 'noreferrer']],
        [
          'append',
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['visually-hidden'] },
            children: [{ type: 'text', value: NEW_TAB_NOTE }],
          },
        ],
      ]);
    },
  );

  it.each([['/profile'], ['/rules#portfel'], ['mailto:kontakt@punkty.example'], ['#sekcja']])(
    'D15: a link within the portal or to an e-mail (%s) opens in place',
    (href) => {
      const { ctx, calls } = context();
      legalMarkdown.element.visit(link(href), ctx);
      expect(calls).toEqual([]);
    },
  );

  it('typesets the text', () => {
    const { ctx, calls } = context('p');
    legalMarkdown.text({ type: 'text', value: 'Punkty w programie — 10 000 vp' }, ctx);
    expect(calls).toEqual([['replace', { type: 'text', value: 'Punkty w\u00a0programie\u00a0— 10\u00a0000\u00a0vp' }]]);
  });

  it('leaves code, and text that needs nothing, as written', () => {
    const code = context('code');
    legalMarkdown.text({ type: 'text', value: 'a b' }, code.ctx);
    const plain = context('p');
    legalMarkdown.text({ type: 'text', value: 'Regulamin programu' }, plain.ctx);
    expect([...code.calls, ...plain.calls]).toEqual([]);
  });
});
