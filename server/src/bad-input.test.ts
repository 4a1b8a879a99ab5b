import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from './lib/errors.ts';
import { createTestContext, type TestContext } from './test/harness.ts';

/**
 * Issue 13: the inputs that answered 500 before — a NUL in a text field, an id past the
 * database's integer range, the year 0 — answer 422 naming the field. The generated
 * requests of contract.fuzz.test.ts look for the ones nobody has listed yet.
 */
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.login();
});
afterAll(() => t.close());

async function expect422(method: string, path: string, body: unknown, field?: string, auth = true) {
  const res = await t.call(method, path, {
    ...(auth ? { token } : {}),
    ...(body === undefined ? {} : { body }),
    headers: { 'idempotency-key': 'bad-input-test-key' },
  });
  expect.soft(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(422);
  expect.soft(ErrorBodySchema.safeParse(res.body).success).toBe(true);
  if (field) expect.soft(res.body.errors?.map((e: { path: string }) => e.path)).toContain(field);
}

describe('a NUL character in a text field', () => {
  const nul = 'de\u0000mo';

  it('is refused at login, in the account links and at refresh', async () => {
    await expect422('POST', '/loyalty/login', { username: nul, password: 'x', appCode: 'app3' }, 'username', false);
    await expect422('POST', '/loyalty/login', { username: 'demo', password: nul, appCode: 'app3' }, 'password', false);
    await expect422('POST', '/loyalty/refresh', { token: nul }, 'token', false);
    await expect422('POST', '/api/loyalty/account/password-restore', { login: nul }, 'login', false);
    await expect422('POST', '/api/loyalty/account/activation/resend', { login: nul }, 'login', false);
    await expect422('GET', `/api/loyalty/account/activation/${encodeURIComponent(nul)}`, undefined, 'uuid', false);
  });

  it('is refused in every search', async () => {
    for (const list of ['task/list', 'plan/result', 'order/list', 'history/list', 'award/list']) {
      await expect422('POST', `/api/loyalty/${list}`, { search: nul }, 'search');
    }
  });

  it('is refused in the profile, the password change and the delivery data', async () => {
    const {
      username: _u,
      groupCode: _g,
      ...profile
    } = (await t.call('GET', '/api/loyalty/participant/preview', { token })).body;
    await expect422('POST', '/api/loyalty/participant/edit', { ...profile, storeName: nul }, 'storeName');
    await expect422(
      'POST',
      '/api/loyalty/participant/edit',
      { ...profile, address: { ...profile.address, city: nul } },
      'address.city',
    );
    await expect422(
      'POST',
      '/api/loyalty/participant/password',
      { currentPassword: nul, newPassword: 'Sklep!2026', newPasswordConfirmation: 'Sklep!2026' },
      'currentPassword',
    );
    await expect422(
      'POST',
      '/api/loyalty/order',
      { awardId: 1, deliveryData: { recipient: nul } },
      'deliveryData.recipient',
    );
  });
});

describe('an id past the database integer range', () => {
  const tooBig = ['2147483648', '9223372036854775808', '99999999999999999999'];

  it('is refused in every path', async () => {
    for (const id of tooBig) {
      for (const [method, path] of [
        ['GET', `/api/loyalty/award/${id}`],
        ['GET', `/api/loyalty/award/image/${id}`],
        ['PUT', `/api/loyalty/award/${id}/wish`],
        ['DELETE', `/api/loyalty/award/${id}/wish`],
        ['GET', `/api/loyalty/order/${id}`],
        ['POST', `/api/loyalty/order/${id}/voucher/resend`],
        ['GET', `/api/loyalty/task/${id}`],
        ['POST', `/api/loyalty/task/${id}/complete`],
        ['GET', `/api/loyalty/plan/step/result/${id}`],
        ['GET', `/api/loyalty/plan/total/result/${id}`],
        ['GET', `/api/loyalty/plan/image/${id}`],
        ['GET', `/api/loyalty/image/${id}`],
        ['GET', `/api/loyalty/broadcast/banner/content/${id}`],
      ] as const) {
        await expect422(method, path, method === 'POST' ? {} : undefined, 'id');
      }
    }
  });

  it('is refused in every body', async () => {
    const id = 2_147_483_648;
    await expect422('POST', '/api/loyalty/award/list', { groupIds: [id] }, 'groupIds.0');
    await expect422('POST', '/api/loyalty/award/list', { categoryIds: [1, id] }, 'categoryIds.1');
    await expect422('POST', '/api/loyalty/plan/result', { planGroups: [id] }, 'planGroups.0');
    await expect422('POST', '/api/loyalty/plan/result', { periodId: id }, 'periodId');
    await expect422('POST', '/api/loyalty/order', { awardId: id }, 'awardId');
    await expect422(
      'POST',
      '/api/loyalty/broadcast/participant/banner/list',
      { bannerSectionId: id },
      'bannerSectionId',
    );
    await expect422(
      'POST',
      '/api/loyalty/task/1/complete',
      { answers: [{ questionId: id, answerId: 1 }] },
      'answers.0.questionId',
    );
  });

  it('still takes the largest one and answers 404', async () => {
    const res = await t.call('GET', '/api/loyalty/award/2147483647', { token });
    expect(res.status).toBe(404);
  });
});

describe('a day the database has not got', () => {
  it('is refused in the history filter; the bounds themselves are taken', async () => {
    for (const day of ['0000-01-01', '1899-12-31', '10000-01-01']) {
      await expect422('POST', '/api/loyalty/history/list', { dateFrom: day }, 'dateFrom');
      await expect422('POST', '/api/loyalty/history/list', { dateTo: day }, 'dateTo');
    }
    const bounds = await t.call('POST', '/api/loyalty/history/list', {
      token,
      body: { dateFrom: '1900-01-01', dateTo: '9999-12-31' },
    });
    expect(bounds.status).toBe(200);
    expect(bounds.body.total).toBeGreaterThan(0);
  });
});
