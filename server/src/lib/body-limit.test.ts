import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_INFO } from '../app.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { BODY_MAX_BYTES, SMALL_BODY_MAX_BYTES } from './body-limit.ts';

/** Issue 13: every body has a limit, judged before anything parses it; 413 in the error shape. */
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.login();
});
afterAll(() => t.close());

/** A JSON object whose text is exactly `bytes` long. */
const jsonOf = (bytes: number) => `{"search":"${'a'.repeat(bytes - 13)}"}`;

const expectTooLarge = (res: { status: number; body: any }, kb: number) => {
  expect(res.status).toBe(413);
  expect(res.body).toEqual({
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: `Treść żądania jest za duża (najwyżej ${kb} KB).`,
    detail: `Treść żądania jest za duża (najwyżej ${kb} KB).`,
  });
};

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.call('POST', path, { token, body, headers: { 'content-type': 'application/json', ...headers } });

describe('body limits', () => {
  it('gives login, refresh and the account links a few KB', async () => {
    expect(jsonOf(100)).toHaveLength(100);
    for (const path of [
      '/loyalty/login',
      '/loyalty/refresh',
      '/api/loyalty/account/password-restore',
      '/api/loyalty/account/activation/3f1c2a8e-5b7d-4e0f-9a61-2c4b8d7e9f10',
    ]) {
      expectTooLarge(await post(path, jsonOf(SMALL_BODY_MAX_BYTES + 1)), 4);
      // At the limit the body is read and judged by the route: no 413.
      expect((await post(path, jsonOf(SMALL_BODY_MAX_BYTES))).status).not.toBe(413);
    }
  });

  it('gives every other JSON body 64 KB', async () => {
    expectTooLarge(await post('/api/loyalty/award/list', jsonOf(BODY_MAX_BYTES + 1)), 64);
    expectTooLarge(await post('/api/loyalty/participant/edit', jsonOf(BODY_MAX_BYTES + 1)), 64);
    const atLimit = await post('/api/loyalty/award/list', jsonOf(BODY_MAX_BYTES));
    expect(atLimit.status).toBe(422); // the search is too long for the schema, but it was read
  });

  it('refuses a declared Content-Length past the limit without reading the body', async () => {
    let pulled = false;
    const declared = new ReadableStream(
      {
        pull(controller) {
          pulled = true;
          controller.close();
        },
      },
      { highWaterMark: 0 }, // nothing is pulled until someone reads
    );
    const res = await t.app.request('/loyalty/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
      body: declared,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBe(false);
  });

  it('stops reading a chunked body at the limit', async () => {
    let sent = 0;
    // 2 MB of spaces, a chunk at a time, with no Content-Length.
    const long = new ReadableStream({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) return controller.close();
        sent += 1024;
        controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
      },
    });
    const res = await t.app.request('/api/loyalty/task/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: long,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(BODY_MAX_BYTES + 2 * 1024);
  });

  it('leaves the task photo its own 5 MB limit', async () => {
    const form = new FormData();
    form.set('photo', new File([new Uint8Array(200 * 1024)], 'big.png', { type: 'image/png' }));
    const res = await t.call('POST', '/api/loyalty/task/1/photo', { token, body: form });
    // Past 64 KB but within the photo's limit: judged by the route (not an image), not refused as too large.
    expect(res.status).not.toBe(413);
  });

  it('documents the 413 on every operation that takes a body, and the 415 on every JSON one', () => {
    type Op = { requestBody?: { content: Record<string, unknown> }; responses?: Record<string, unknown> };
    const doc = t.app.getOpenAPI31Document(OPENAPI_INFO);
    const withBody = Object.entries(doc.paths!).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Op>)
        .filter(([, op]) => op.requestBody)
        .map(([method, op]) => ({
          op: `${method} ${path}`,
          json: Boolean(op.requestBody!.content['application/json']),
          has413: Boolean(op.responses?.['413']),
          has415: Boolean(op.responses?.['415']),
        })),
    );
    expect(withBody.length).toBeGreaterThan(15);
    expect(withBody.filter((o) => !o.has413)).toEqual([]);
    expect(withBody.filter((o) => o.json && !o.has415)).toEqual([]);
    // The photo is multipart: a body of another type is its own 422 NOT_MULTIPART.
    expect(withBody.filter((o) => !o.json).map((o) => o.op)).toEqual(['post /api/loyalty/task/{id}/photo']);
  });
});
