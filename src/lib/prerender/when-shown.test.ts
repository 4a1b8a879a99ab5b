import { describe, expect, it, vi } from 'vitest';
import { whenShown } from './when-shown';

function page(prerendering: boolean) {
  const doc = document.implementation.createHTMLDocument('');
  Object.defineProperty(doc, 'prerendering', { configurable: true, get: () => prerendering });
  return {
    doc,
    show() {
      prerendering = false;
      doc.dispatchEvent(new Event('prerenderingchange'));
    },
  };
}

describe('whenShown', () => {
  it('runs at once on a page that is shown', () => {
    const work = vi.fn();
    whenShown(work, page(false).doc);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits on a prerendered page until it is shown, then runs once', () => {
    const work = vi.fn();
    const p = page(true);
    whenShown(work, p.doc);
    expect(work).not.toHaveBeenCalled();
    p.show();
    p.doc.dispatchEvent(new Event('prerenderingchange'));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
