import { describe, expect, it } from 'vitest';
import { idParam, positiveInt } from './url';

describe('ids from the URL', () => {
  it.each([
    ['4', 4],
    ['123456789', 123456789],
    ['0', null],
    ['-3', null],
    ['x', null],
    ['1e2', null],
    ['4.0', null],
    ['1234567890', null],
    ['', null],
    [null, null],
  ])('%j is %s', (value, id) => {
    expect(positiveInt(value)).toBe(id);
  });

  it('reads a named query parameter', () => {
    expect(idParam(new URLSearchParams('zadanie=4&cel=x'), 'zadanie')).toBe(4);
    expect(idParam(new URLSearchParams('zadanie=4&cel=x'), 'cel')).toBeNull();
    expect(idParam(new URLSearchParams(''), 'zadanie')).toBeNull();
  });
});
