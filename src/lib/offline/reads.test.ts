import { describe, expect, it } from 'vitest';
import contract from '../../../server/openapi.json';
import type { Read } from '../api/read';
import { POST_READS, apiPath, isApiRead } from './reads';

describe('apiPath: the contract path of a URL under the configured API base (D1)', () => {
  it.each([
    ['https://shop.example/api/loyalty/group', '', 'https://shop.example', '/api/loyalty/group'],
    ['https://shop.example/loyalty/login', '', 'https://shop.example', '/loyalty/login'],
    [
      'https://api.example/v2/api/loyalty/task/list',
      'https://api.example/v2',
      'https://shop.example',
      '/api/loyalty/task/list',
    ],
    // Another origin, or outside the base's path: not the API.
    ['https://elsewhere.example/api/loyalty/group', '', 'https://shop.example', null],
    ['https://api.example/v1/api/loyalty/group', 'https://api.example/v2', 'https://shop.example', null],
    ['https://api.example/v22/api/loyalty/group', 'https://api.example/v2', 'https://shop.example', null],
    ['not a url', '', 'https://shop.example', null],
  ])('%s (base %j) → %j', (url, base, origin, expected) => {
    expect(apiPath(url, base, origin)).toBe(expected);
  });
});

describe('which calls only read (kept for offline) and which change (never sent offline)', () => {
  it.each([
    ['GET', '/api/loyalty/participant/points/summary', true],
    ['GET', '/api/loyalty/award/7', true],
    ['POST', '/api/loyalty/plan/result', true],
    ['POST', '/api/loyalty/award/list', true],
    ['POST', '/api/loyalty/broadcast/participant/banner/list', true],
    ['POST', '/api/loyalty/order', false],
    ['POST', '/api/loyalty/participant/points/calculate', false],
    ['POST', '/api/loyalty/task/3/complete', false],
    ['PUT', '/api/loyalty/award/3/wish', false],
    ['DELETE', '/api/loyalty/award/3/wish', false],
    ['POST', '/api/loyalty/participant/edit', false],
    ['POST', '/loyalty/login', false],
    ['GET', '/loyalty/anything', false],
    ['GET', null, false],
  ])('%s %s: read %s', (method, path, read) => {
    expect(isApiRead(method, path)).toBe(read);
  });

  it('the list POSTs named as reads are the contract’s list calls', () => {
    const paths = (contract as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const path of POST_READS) expect(paths[path]?.post, path).toBeDefined();
    // Every other POST, PUT or DELETE of the contract changes something.
    const changes = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'get' && !POST_READS.includes(path))
        .map((method) => [method, path] as const),
    );
    expect(changes.length).toBeGreaterThan(10);
    for (const [method, path] of changes) expect(isApiRead(method, path), `${method} ${path}`).toBe(false);
  });

  it('every POST read declared in src/lib/api is one the worker keeps', () => {
    const modules = import.meta.glob<Record<string, unknown>>(['../api/*.ts', '!../api/*.test.ts'], { eager: true });
    const isRead = (v: unknown): v is Read<never, unknown> =>
      !!v && typeof v === 'object' && 'method' in v && 'path' in v && 'parse' in v;
    const declared = Object.values(modules)
      .flatMap((exports) => Object.values(exports))
      .filter(isRead)
      .filter((declaration) => declaration.method === 'POST')
      .map((declaration) => `/${String(declaration.path)}`);
    expect(declared.length).toBeGreaterThanOrEqual(6);
    expect([...declared].sort()).toEqual([...POST_READS].sort());
  });
});
