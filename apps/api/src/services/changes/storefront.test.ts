import { readRevalidation, REVALIDATE_SIGNATURE_HEADER } from '@dukan/core/cache/revalidation';
import { describe, expect, it } from 'vitest';
import { createLocalChangeBus } from './index';
import { tellStorefronts } from './storefront';

const SECRET = 'storefront-revalidation-secret-0123456789';

describe('tellStorefronts', () => {
  it('posts each change, signed, to every storefront', async () => {
    const bus = createLocalChangeBus();
    const calls: { url: string; body: string; signature: string | null }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({
        url,
        body: String(init.body),
        signature: new Headers(init.headers).get(REVALIDATE_SIGNATURE_HEADER),
      });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    tellStorefronts(bus, { urls: ['http://web-1:3000', 'http://web-2:3000'], secret: SECRET, fetchImpl }, () => {});
    await bus.publish(['content']);
    expect(calls.map((c) => c.url)).toEqual([
      'http://web-1:3000/internal/revalidate',
      'http://web-2:3000/internal/revalidate',
    ]);
    for (const call of calls) expect(readRevalidation(SECRET, call.body, call.signature)?.tags).toEqual(['content']);
  });

  it('reports a storefront that fails and goes on with the others', async () => {
    const bus = createLocalChangeBus();
    const failures: string[] = [];
    let reached = 0;
    const fetchImpl = (async (url: string) => {
      if (url.startsWith('http://down')) throw new Error('connection refused');
      reached++;
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    tellStorefronts(bus, { urls: ['http://down:3000', 'http://up:3000'], secret: SECRET, fetchImpl }, (url) =>
      failures.push(url),
    );
    await bus.publish(['catalogue']);
    expect(failures).toEqual(['http://down:3000']);
    expect(reached).toBe(1);
  });

  it("tells the storefronts only after this process's own caches have taken the change", async () => {
    const bus = createLocalChangeBus();
    const order: string[] = [];
    // This process's search engine, still reading the change when the storefronts would otherwise be told.
    bus.subscribe(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('search engine refreshed');
    });
    const fetchImpl = (async () => {
      order.push('storefront told');
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    tellStorefronts(bus, { urls: ['http://web:3000'], secret: SECRET, fetchImpl }, () => {});
    await bus.publish(['search']);
    expect(order).toEqual(['search engine refreshed', 'storefront told']);
  });

  it('does nothing without a secret', async () => {
    const bus = createLocalChangeBus();
    let called = false;
    const fetchImpl = (async () => {
      called = true;
      return new Response();
    }) as unknown as typeof fetch;
    tellStorefronts(bus, { urls: ['http://web:3000'], secret: undefined, fetchImpl }, () => {});
    await bus.publish(['content']);
    expect(called).toBe(false);
  });
});
