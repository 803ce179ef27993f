// The part of autocannon's API that load.bench.ts uses; autocannon ships no types of its own.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      headers?: Record<string, string>;
    }

    interface Result {
      /** Responses per one-second sample. */
      requests: { average: number; total: number };
      /** Milliseconds, whole numbers. */
      latency: { p50: number; p99: number };
      non2xx: number;
      /** Includes timeouts. */
      errors: number;
      timeouts: number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends PromiseLike<Result> {
      on(event: 'reqError', listener: (error: Error) => void): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
