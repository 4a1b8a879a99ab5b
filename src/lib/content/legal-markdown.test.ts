import { describe, expect, it, vi } from 'vitest';
import { NEW_TAB_NOTE, legalMarkdown } from './legal-markdown';

type TextVisit = Parameters<typeof legalMarkdown.text>;
type LinkVisit = Parameters<typeof legalMarkdown.element.visit>;

/** The part of Sätteri's visitor context the plugin calls, recording what it asks for. */
function context(parentTag?: string) {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args.slice(1)]);
  const ctx = {
    parent: () => (parentTag ? { type: 'element', tagName: parentTag, properties: {}, children: [] } : undefined),
    replaceNode: vi.fn(record('replace')),
    setProperty: vi.fn(record('set')),
    appendChild: vi.fn(record('append')),
  } as unknown as TextVisit[1] & LinkVisit[1];
  return { ctx, calls };
}

const link = (href: string) =>
  ({ type: 'element', tagName: 'a', properties: { href }, children: [] }) as unknown as LinkVisit[0];
const text = (value: string) => ({ type: 'text', value }) as TextVisit[0];

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
    legalMarkdown.text(text('Punkty w programie — 10 000 vp'), ctx);
    expect(calls).toEqual([['replace', { type: 'text', value: 'Punkty w\u00a0programie\u00a0— 10\u00a0000\u00a0vp' }]]);
  });

  it('leaves code, and text that needs nothing, as written', () => {
    const code = context('code');
    legalMarkdown.text(text('a b'), code.ctx);
    const plain = context('p');
    legalMarkdown.text(text('Regulamin programu'), plain.ctx);
    expect([...code.calls, ...plain.calls]).toEqual([]);
  });
});
