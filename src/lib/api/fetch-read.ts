import { api } from './client';
import { BadAnswerError } from './parse';
import { keyOfRequest, requestOf, type Read } from './read';

/** The context a read's request carries through ky's hooks (client.ts). */
export interface ReadContext {
  /** The request's key: the preloaded answer's and the offline note's. */
  readKey?: string;
}

/**
 * Asks for one read of its declaration and answers the parsed value; an answer that is
 * not what the contract says is a BadAnswerError naming the call.
 */
export async function fetchRead<I, T>(declaration: Read<I, T>, input: I, signal?: AbortSignal): Promise<T> {
  const request = requestOf(declaration, input);
  const context: ReadContext = { readKey: keyOfRequest(request) };
  const response = await api(request.path, {
    method: request.method,
    body: request.body,
    headers: {
      accept: 'application/json',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    signal,
    context: context as Record<string, unknown>,
  });
  // The text, not ky's .json(): an empty answer (204: no popup) is null, not a syntax error.
  const text = await response.text();
  const parsed = declaration.parse?.(text ? (JSON.parse(text) as unknown) : null) ?? null;
  if (parsed === null) throw new BadAnswerError(request.path);
  return parsed;
}
