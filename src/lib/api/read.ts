/**
 * One declaration per read of the API (issue 26): its method, its path and body from its
 * input, the parser of its answer and how long the session keeps that answer. The fetcher
 * stores (src/lib/query), the inline preloader's requests (src/lib/preload), the hand-over
 * of a preloaded answer (the request's key, in ky's `context`) and the worker's list of
 * reads (src/sw) all come from it; docs/reads.md lists every read and where it is declared.
 * Import-free: bundled into the inline preloader and the worker, which only send requests.
 */

/** How the session keeps a read's answers (src/lib/query/cache.ts). */
export interface Keep {
  /** How many answers (one per input) sessionStorage keeps; 0: memory only. */
  entries: number;
  /** Longer answers (JSON characters) stay in memory only. */
  maxChars?: number;
  /** How long an answer is fresh enough not to be asked again (default: the query's 4 s; Infinity: never). */
  fresh?: number;
}

export interface Read<I, T> {
  method: 'GET' | 'POST';
  /** Relative to the API's base, without the leading slash; a query string may follow. */
  path: string | ((input: I) => string);
  /** The JSON body of a POST. */
  body?: (input: I) => unknown;
  /**
   * The answer checked at the edge (null: not what the contract says). An empty answer
   * (204) is given as null. Absent only where the inline scripts are bundled, which never
   * read an answer: `import.meta.env.INLINE_SCRIPT ? undefined : parser` in each
   * declaration lets esbuild leave the parsers out of the page's HTML and the worker.
   */
  parse?: (answer: unknown) => T | null;
  keep?: Keep;
}

/** Declares a read; `I` is what varies between its requests (an id, a list's filters), else void. */
export const read = <I, T>(declaration: Read<I, T>): Read<I, T> => declaration;

/** One request of a read, as the HTTP client and the preloader send it. */
export interface ReadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** The body's JSON text (a POST only). */
  body?: string;
}

export function requestOf<I>(declaration: Read<I, unknown>, input: I): ReadRequest {
  const { method, path, body } = declaration;
  return {
    method,
    path: typeof path === 'string' ? path : path(input),
    ...(body ? { body: JSON.stringify(body(input)) } : {}),
  };
}

/** A request's identity: the preloader registers its answer under it, the client finds it there. */
export const keyOfRequest = ({ method, path, body = '' }: ReadRequest) => `${method} ${path} ${body}`;
