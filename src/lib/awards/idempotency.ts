/**
 * The Idempotency-Key of one order: made once when the participant reaches the
 * confirmation step and kept for every retry of the same order (same award, quantity
 * and delivery data), so a double click, a retried request or a reopened confirmation
 * after a lost answer never orders twice. A new order (other content, or after the
 * server answered) gets a new key.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // Older browsers: 128 random bits as hex (the server accepts [A-Za-z0-9_-]{8,128}).
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface PendingOrder {
  key: string;
  /** The request the key was made for (JSON), to tell a retry from a new order. */
  body: string;
}

/** The key to send for `body`: the pending one when it was made for the same request, else a new one. */
export function keyFor(body: string, pending: PendingOrder | null): PendingOrder {
  return pending && pending.body === body ? pending : { key: newIdempotencyKey(), body };
}
