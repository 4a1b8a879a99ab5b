import { describe, expect, it } from 'vitest';
import { follow } from './useQuery';

describe('what an island shows of a store (decision 014)', () => {
  it('keeps the last list on screen while the next one loads, then shows the next', () => {
    const shown = follow<string>();
    expect(shown({ loading: true })).toEqual({ data: null, waiting: true, error: undefined });
    expect(shown({ data: 'page 1', loading: false })).toMatchObject({ data: 'page 1', waiting: false });
    expect(shown({ loading: true })).toMatchObject({ data: 'page 1', waiting: true });
    expect(shown({ data: 'page 2', loading: false })).toMatchObject({ data: 'page 2', waiting: false });
  });

  it('never shows the previous list under a key that failed', () => {
    const shown = follow<string>();
    shown({ data: 'page 1', loading: false });
    shown({ loading: true });
    const failure = new Error('down');
    expect(shown({ error: failure, loading: false })).toEqual({ data: null, waiting: false, error: failure });
    expect(shown({ loading: true })).toMatchObject({ data: null });
  });

  it('keeps a key’s own data when asking it again fails', () => {
    const shown = follow<string>();
    const failure = new Error('down');
    expect(shown({ data: 'page 1', error: failure, loading: false })).toEqual({
      data: 'page 1',
      waiting: false,
      error: failure,
    });
  });

  it('does not wait for a key’s own answer asked again: it stays shown as it is', () => {
    const shown = follow<string>();
    shown({ data: 'page 1', loading: false });
    expect(shown({ data: 'page 1', loading: true })).toMatchObject({ data: 'page 1', waiting: false });
  });
});
