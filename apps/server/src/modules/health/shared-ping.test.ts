import { describe, expect, it } from 'vitest';
import { sharedPing } from './index.js';

describe('the health check ping', () => {
  it('asks the database once for checks that arrive while a ping is in flight, and again after it', async () => {
    let pings = 0;
    let answer: () => void = () => undefined;
    const ping = sharedPing(() => {
      pings += 1;
      return new Promise<void>((resolve) => (answer = resolve));
    });
    const burst = [ping(), ping(), ping()];
    expect(pings).toBe(1);
    answer();
    await Promise.all(burst);
    const next = ping();
    expect(pings).toBe(2);
    answer();
    await next;
  });

  it('gives every waiting check the failure, and tries afresh on the next one', async () => {
    let fail = true;
    const ping = sharedPing(async () => {
      if (fail) throw new Error('connection refused');
    });
    const results = await Promise.allSettled([ping(), ping()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(ping()).resolves.toBeUndefined();
  });

  it('lets a healthy answer stand for the reuse window, never a failure', async () => {
    let clock = 0;
    let pings = 0;
    let fail = false;
    const ping = sharedPing(
      async () => {
        pings += 1;
        if (fail) throw new Error('closed');
      },
      { reuseHealthyMs: 1_000, now: () => clock },
    );
    await ping();
    clock = 999;
    await ping();
    expect(pings).toBe(1);
    clock = 1_000;
    fail = true;
    await expect(ping()).rejects.toThrow('closed');
    await expect(ping()).rejects.toThrow('closed');
    expect(pings).toBe(3);
  });
});
