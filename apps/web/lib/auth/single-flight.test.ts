import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('shares one in-flight call between concurrent callers', async () => {
    let calls = 0;
    const gate = deferred<string>();
    const run = singleFlight(() => {
      calls++;
      return gate.promise;
    });
    const all = Promise.all([run(), run(), run()]);
    gate.resolve('token');
    expect(await all).toEqual(['token', 'token', 'token']);
    expect(calls).toBe(1);
  });

  it('starts a new call once the previous one settled, also after a failure', async () => {
    let calls = 0;
    const run = singleFlight(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return calls;
    });
    await expect(run()).rejects.toThrow('offline');
    expect(await run()).toBe(2);
    expect(await run()).toBe(3);
  });
});
