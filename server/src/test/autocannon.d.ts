/** The part of autocannon (a root devDependency, untyped) the probe test uses. */
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Threads sending the requests (the connections are shared among them). */
    workers?: number;
    duration?: number;
    /** Seconds before a request counts as an error. */
    timeout?: number;
    requests?: { method: string; path: string; headers?: Record<string, string>; body?: string }[];
  }
  interface Result {
    errors: number;
    non2xx: number;
    requests: { total: number };
    latency: { p50: number; p99: number };
  }
  export default function autocannon(options: Options): Promise<Result>;
}
