import { describe, expect, it } from 'vitest';
import { pageItems } from './PagerNav';

describe('pageItems', () => {
  it.each([
    [1, 1, 1, [1]],
    [1, 9, 1, [1, 2, 'gap', 9]],
    [5, 9, 1, [1, 'gap', 4, 5, 6, 'gap', 9]],
    [3, 9, 1, [1, 2, 3, 4, 'gap', 9]],
    [9, 9, 1, [1, 'gap', 8, 9]],
    // A phone: the current page alone between the first and the last.
    [5, 9, 0, [1, 'gap', 5, 'gap', 9]],
    [2, 9, 0, [1, 2, 'gap', 9]],
    [1, 2, 0, [1, 2]],
  ] as const)('page %i of %i, %i around', (page, total, around, expected) => {
    expect(pageItems(page, total, around)).toEqual(expected);
  });
});
