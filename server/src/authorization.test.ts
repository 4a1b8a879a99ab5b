/**
 * Authorisation of every operation of the contract (issue 9, part 4), read from the
 * committed OpenAPI document so a new route cannot be forgotten: each one that declares
 * the bearer scheme answers 401 in the error shape to no token, a malformed one, a forged
 * one (wrong secret, altered payload, alg "none"), one that lives longer than the server
 * signs them for, and an expired one; only the listed
 * operations are public. The route files' own tests check that one participant never
 * reaches another's plans, tasks, orders, pictures and history (404).
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_NOW, type TestContext } from './test/harness.ts';

const document = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
};
const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    method: method.toUpperCase(),
    path: path.replace(/\{[^}]+\}/g, '1'),
    name: `${method.toUpperCase()} ${path}`,
    guarded: Array.isArray(op.security) && op.security.length > 0,
  })),
);

const PUBLIC = [
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/health',
  'POST /loyalty/login',
  'POST /loyalty/refresh',
  'POST /loyalty/logout',
  'POST /api/loyalty/account/activation/resend',
  'GET /api/loyalty/account/activation/{uuid}',
  'POST /api/loyalty/account/activation/{uuid}',
  'POST /api/loyalty/account/password-restore',
  'GET /api/loyalty/account/password-restore/{uuid}',
  'POST /api/loyalty/account/password-restore/{uuid}',
];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (header: unknown, payload: unknown, secret: string) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

let t: TestContext;
let token: string;

async function loggedOut() {
  const ended = await t.login('demo');
  await t.call('POST', '/loyalty/logout', { body: { token: ended } });
  return ended;
}
let bad: [string, string][];

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login('demo');
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  bad = [
    ['a malformed token', 'not-a-token'],
    ['a token signed with another secret', sign({ alg: 'HS256', typ: 'JWT' }, claims, 'someone-elses-secret-123')],
    ['an altered payload', `${header}.${b64({ ...claims, sub: 'frsh' })}.${signature}`],
    ['alg "none"', `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`],
    [
      'a token without exp',
      sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: undefined }, t.deps.config.JWT_SECRET),
    ],
    ['a token of a logged-out session', await loggedOut()],
    [
      'a token for a year, signed with the secret',
      sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: claims.iat + 365 * 86_400 }, t.deps.config.JWT_SECRET),
    ],
    [
      'a token signed an hour ahead',
      sign(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, iat: claims.iat + 3600, exp: claims.exp + 3600 },
        t.deps.config.JWT_SECRET,
      ),
    ],
  ];
});
afterAll(() => t.close());

describe('authorisation of the contract', () => {
  it('only the login, refresh, logout, account-link and health operations are public', () => {
    expect(operations.filter((op) => !op.guarded).map((op) => op.name)).toEqual(PUBLIC);
    expect(operations.filter((op) => op.guarded).length).toBeGreaterThan(30);
  });

  it.each(operations.filter((op) => op.guarded))('$name answers 401 to a missing, bad or expired token', async (op) => {
    const none = await t.call(op.method, op.path, { body: op.method === 'GET' ? undefined : {} });
    expect(none.status, 'no token').toBe(401);
    expect(typeof none.body?.message, 'no token: the error shape').toBe('string');
    for (const [what, value] of bad) {
      const answer = await t.call(op.method, op.path, { token: value, body: op.method === 'GET' ? undefined : {} });
      expect(answer.status, what).toBe(401);
      expect(typeof answer.body?.message, what).toBe('string');
    }
    t.clock.advance(16 * 60_000);
    try {
      const expired = await t.call(op.method, op.path, { token, body: op.method === 'GET' ? undefined : {} });
      expect(expired.status, 'expired').toBe(401);
      expect(expired.body?.code).toBe('TOKEN_EXPIRED');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
