import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUrlState } from './useUrlState';

const options = {
  read: (params: URLSearchParams) => ({ page: Number(params.get('strona') ?? 1) || 1 }),
  write: (state: { page: number }, params: URLSearchParams) => {
    if (state.page > 1) params.set('strona', String(state.page));
    else params.delete('strona');
    return params;
  },
};

describe('useUrlState', () => {
  beforeEach(() => history.replaceState(null, '', '/goals?inne=1&strona=3#lista'));
  afterEach(cleanup);

  it('reads the URL once after hydration and keeps parameters it does not own', () => {
    const { result } = renderHook(() => useUrlState(options));
    expect(result.current[0]).toEqual({ page: 3 });
    expect(location.search).toBe('?inne=1&strona=3');
  });

  it('writes every change back with replaceState, without a history entry', () => {
    const entries = history.length;
    const { result } = renderHook(() => useUrlState(options));
    act(() => result.current[1]((s) => ({ page: s.page + 1 })));
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/goals?inne=1&strona=4#lista');
    act(() => result.current[1]({ page: 1 }));
    expect(location.search).toBe('?inne=1');
    expect(history.length).toBe(entries);
  });

  it('accepts a query string and tells the caller once what it read', () => {
    const seen: unknown[] = [];
    const { result, rerender } = renderHook(() =>
      useUrlState({ read: options.read, write: (s) => `?strona=${s.page}`, onRead: (s) => seen.push(s) }),
    );
    rerender();
    expect(seen).toEqual([{ page: 3 }]);
    expect(result.current[0]).toEqual({ page: 3 });
    expect(location.search).toBe('?strona=3');
  });
});
