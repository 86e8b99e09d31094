// The part of autocannon 9's programmatic API that load.ts uses (the package ships no types).
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface RequestStep extends RawRequest {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
  }

  interface Options {
    /** Scheme, host, port and the path of every request (a top-level `path` is ignored). */
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    connections?: number;
    duration?: number;
    timeout?: number;
    title?: string;
    requests?: RequestStep[];
  }

  /** Percentiles as keys: p50, p90, p97_5, p99, p99_9 ... */
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    title?: string;
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** Milliseconds. */
    latency: Histogram;
    /** Per-second samples; `total` is the number of completed requests. */
    requests: Histogram & { sent: number };
    /** Bytes per second samples; `total` is the bytes read. */
    throughput: Histogram;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result, RequestStep, RawRequest };
}
