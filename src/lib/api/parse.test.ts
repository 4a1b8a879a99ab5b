import { describe, expect, it } from 'vitest';
import { BadAnswerError, id, must, parsePage } from './parse';

const item = (v: unknown) => (v && typeof v === 'object' ? id((v as { id?: unknown }).id) : null);

describe('parsePage (the shared list envelope)', () => {
  it('keeps the readable items and drops the rest', () => {
    expect(parsePage({ items: [{ id: 1 }, { id: null }, { id: 3 }], total: 3 }, item)?.items).toEqual([1, 3]);
  });

  it('an empty list is an answer', () => {
    expect(parsePage({ items: [], total: 0 }, item)).toMatchObject({ items: [], total: 0, totalPages: 1 });
  });

  it.each([
    ['null', null],
    ['items that are not a list', { items: 'x' }],
    ['items of which none is readable', { items: [{ id: null }, { id: null }], total: null }],
  ])('%s is not an answer (no made-up empty list)', (_case, answer) => {
    expect(parsePage(answer, item)).toBeNull();
    expect(() => must(parsePage(answer, item), 'x/list')).toThrow(BadAnswerError);
  });
});
