import { describe, expect, it } from 'vitest';
import { NAV_LINKS, isActive } from './nav.ts';

function activeLabels(pathname: string): string[] {
  return NAV_LINKS.filter((link) => isActive(link, pathname)).map((link) => link.label);
}

describe('top bar highlighting (D6)', () => {
  it.each([
    ['/goals', ['Moje cele']],
    ['/goals/', ['Moje cele']],
    ['/tasks', ['Zadania']],
    ['/awards', ['Nagrody']],
    ['/awards-catalog', ['Nagrody']],
    ['/award/123', ['Nagrody']],
    ['/rules', ['Zasady']],
    ['/history', ['Historia']],
    ['/profile', []],
    ['/', []],
  ])('%s highlights %j', (pathname, expected) => {
    expect(activeLabels(pathname)).toEqual(expected);
  });

  it('lists the five links of the spec in order', () => {
    expect(NAV_LINKS.map((link) => link.label)).toEqual(['Moje cele', 'Zadania', 'Nagrody', 'Zasady', 'Historia']);
  });
});
