import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText } from './request-body';

const post = (body: string) => new Request('http://127.0.0.1/api/loyalty/plan/result', { method: 'POST', body });

afterEach(() => vi.restoreAllMocks());

describe("a request's body as text (the key of a list)", () => {
  it('is empty for a GET', async () => {
    expect(await bodyText(new Request('http://127.0.0.1/api/loyalty/group'), 'ignored')).toBe('');
  });

  it('takes the text the client sent without reading the request, and remembers it for that request', async () => {
    const read = vi.spyOn(Request.prototype, 'text');
    const request = post('{"page":1}');
    expect(await bodyText(request, '{"page":1}')).toBe('{"page":1}');
    expect(await bodyText(request)).toBe('{"page":1}');
    expect(read).not.toHaveBeenCalled();
    expect(request.bodyUsed).toBe(false);
  });

  it('reads a body it was not given from a copy, leaving the request to be sent', async () => {
    const request = post('{"page":2}');
    expect(await bodyText(request)).toBe('{"page":2}');
    expect(request.bodyUsed).toBe(false);
    expect(await request.text()).toBe('{"page":2}');
  });
});
