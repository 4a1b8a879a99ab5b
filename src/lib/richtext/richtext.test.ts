// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { richTextToHtml } from './index';
import { sanitizeHtml } from './sanitize';
import { FORBIDDEN_ELEMENTS, RICH_TEXT_XSS, SAFE_HREF, block, draft as raw } from '../../../tests/fixtures/xss-corpus';

/** Parses the produced HTML into a detached element for structural checks. */
const dom = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('richTextToHtml (D2)', () => {
  it('renders headings, paragraphs, lists and quotes', () => {
    const html = richTextToHtml(
      raw([
        block('Nowa promocja', 'header-two'),
        block('Tekst akapitu.'),
        block('pierwszy', 'unordered-list-item'),
        block('drugi', 'unordered-list-item'),
        block('krok 1', 'ordered-list-item'),
        block('krok 2', 'ordered-list-item'),
        block('Cytat', 'blockquote'),
      ]),
    );
    expect(html).toBe(
      '<h2>Nowa promocja</h2><p>Tekst akapitu.</p><ul><li>pierwszy</li><li>drugi</li></ul>' +
        '<ol><li>krok 1</li><li>krok 2</li></ol><blockquote>Cytat</blockquote>',
    );
  });

  it('nests list items by depth', () => {
    const el = dom(
      richTextToHtml(
        raw([
          block('a', 'unordered-list-item'),
          block('a1', 'unordered-list-item', { depth: 1 }),
          block('b', 'unordered-list-item'),
        ]),
      ),
    );
    expect(el.querySelectorAll('ul ul li')).toHaveLength(1);
    expect(el.querySelector('ul > li:nth-child(2)')?.textContent).toBe('b');
  });

  it('applies bold, italic, underline and strikethrough, overlapping too', () => {
    const html = richTextToHtml(
      raw([
        block('Zyskaj więcej punktów', 'unstyled', {
          inlineStyleRanges: [
            { offset: 0, length: 6, style: 'BOLD' },
            { offset: 0, length: 6, style: 'ITALIC' },
            { offset: 7, length: 6, style: 'UNDERLINE' },
            { offset: 14, length: 7, style: 'STRIKETHROUGH' },
          ],
        }),
      ]),
    );
    const el = dom(html);
    expect(el.querySelector('strong em, em strong')?.textContent).toBe('Zyskaj');
    expect(el.querySelector('u')?.textContent).toBe('więcej');
    expect(el.querySelector('s')?.textContent).toBe('punktów');
  });

  it('counts offsets in code points, so emoji do not shift styles', () => {
    const el = dom(
      richTextToHtml(
        raw([block('🎁 Prezent', 'unstyled', { inlineStyleRanges: [{ offset: 2, length: 7, style: 'BOLD' }] })]),
      ),
    );
    expect(el.querySelector('strong')?.textContent).toBe('Prezent');
  });

  it('renders links that open in a new tab with noopener noreferrer', () => {
    const el = dom(
      richTextToHtml(
        raw([block('Regulamin promocji', 'unstyled', { entityRanges: [{ offset: 0, length: 9, key: 0 }] })], {
          0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://example.com/regulamin' } },
        }),
      ),
    );
    const a = el.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://example.com/regulamin');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.textContent).toBe('Regulamin');
  });

  it('accepts an already-parsed object', () => {
    expect(richTextToHtml({ blocks: [block('Cześć')], entityMap: {} })).toBe('<p>Cześć</p>');
  });

  it('typesets the text, and the styles still fall on the same words', () => {
    const el = dom(
      richTextToHtml(
        raw([
          block('Kawa i herbata w 10 000 sklepów — taniej', 'unstyled', {
            inlineStyleRanges: [{ offset: 7, length: 1, style: 'BOLD' }],
          }),
        ]),
      ),
    );
    expect(el.textContent).toBe('Kawa i\u00a0herbata w\u00a010\u00a0000\u00a0sklepów\u00a0— taniej');
    expect(el.querySelector('strong')?.textContent).toBe('h');
  });

  it('leaves out a first heading that only repeats the title the dialog shows', () => {
    const content = raw([block('Podwójne punkty za cele', 'header-two'), block('Do końca akcji.')]);
    expect(richTextToHtml(content, { title: 'Akcja: podwójne punkty za cele' })).toBe('<p>Do końca akcji.</p>');
    // A heading that says more, a paragraph, or no title: kept.
    expect(richTextToHtml(content, { title: 'Nowości w katalogu' })).toContain('<h2>');
    expect(richTextToHtml(raw([block('Podwójne punkty za cele')]), { title: 'Podwójne punkty za cele' })).toBe(
      '<p>Podwójne punkty za cele</p>',
    );
    expect(richTextToHtml(content)).toContain('<h2>');
  });

  it('shows text that is not Draft.js content as plain text', () => {
    expect(richTextToHtml('Zwykły tekst\n\nDrugi akapit')).toBe('<p>Zwykły tekst</p><p>Drugi akapit</p>');
    expect(dom(richTextToHtml('{"blocks": [')).textContent).toBe('{"blocks": [');
    expect(richTextToHtml(null)).toBe('');
    expect(richTextToHtml(42)).toBe('');
  });
});

describe('XSS corpus', () => {
  it.each(RICH_TEXT_XSS)('%s stays inert', (_name, input) => {
    const html = richTextToHtml(input);
    const el = dom(html);
    document.body.append(el);
    expect(el.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
    for (const node of el.querySelectorAll('*')) {
      for (const attr of node.attributes) {
        expect(attr.name).not.toMatch(/^on/i);
        if (attr.name === 'href') expect(attr.value).toMatch(SAFE_HREF);
      }
    }
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    el.remove();
  });

  it('the sanitiser removes handlers and scripts from hostile HTML', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">a</p><a href="javascript:x()">b</a><script>x()</script><svg><g onload="x()"></g></svg><a href="https://ok.example">c</a>',
    );
    expect(clean).toBe(
      '<p>a</p><a target="_blank" rel="noopener noreferrer">b</a><a href="https://ok.example" target="_blank" rel="noopener noreferrer">c</a>',
    );
  });
});
