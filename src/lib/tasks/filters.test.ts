import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, toTaskRequest, viewFromSearch, viewToSearch, type TaskView } from './filters';

describe('the /tasks view ↔ URL', () => {
  it.each<[string, TaskView]>([
    ['', DEFAULT_VIEW],
    ['stan=wykonane', { tab: 'done', page: 1 }],
    ['stan=po-terminie&strona=2', { tab: 'expired', page: 2 }],
    ['stan=wszystkie', { tab: 'all', page: 1 }],
    ['strona=3', { tab: 'open', page: 3 }],
  ])('%j round-trips', (query, view) => {
    expect(viewFromSearch(query)).toEqual({ view, rejected: false });
    expect(viewToSearch(view).toString()).toBe(query);
  });

  it.each(['stan=open', 'stan=', 'strona=0', 'strona=-1', 'strona=abc', 'strona=999999'])(
    'a bad %j shows the open tasks, page 1, and says so',
    (query) => {
      expect(viewFromSearch(query)).toEqual({ view: DEFAULT_VIEW, rejected: true });
    },
  );

  it('keeps other parameters', () => {
    expect(viewToSearch({ tab: 'done', page: 1 }, 'zadanie=4&strona=2').toString()).toBe('zadanie=4&stan=wykonane');
  });

  it('asks the API for the tab', () => {
    expect(toTaskRequest({ tab: 'done', page: 2 })).toEqual({ page: 2, per: 12, status: 'done' });
    expect(toTaskRequest({ tab: 'all', page: 1 })).toEqual({ page: 1, per: 12 });
  });
});
