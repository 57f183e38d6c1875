import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/lib/api/result';
import type { SignInContext } from '@/lib/auth/sign-in-tasks';
import { createOrderPreload, PRELOADED_ORDERS_FRESH_MS } from './order-preload';

const context: SignInContext = { getAccessToken: async () => 'tok', locale: 'ku' };

function setup(answer = ok({ data: ['order-1'] })) {
  let time = 1_000;
  const load = vi.fn(async () => answer);
  const preload = createOrderPreload({ load, now: () => time });
  return { preload, load, advance: (ms: number) => (time += ms) };
}

describe('orders loaded at sign-in', () => {
  it('loads the orders when the customer signs in and hands the list over once', async () => {
    const { preload, load } = setup();
    await preload.signIn(context);
    expect(load).toHaveBeenCalledWith(context);
    expect(await preload.take()).toEqual(ok({ data: ['order-1'] }));
    expect(await preload.take()).toBeNull();
  });

  it('does not hand over a list older than the freshness window', async () => {
    const { preload, advance } = setup();
    await preload.signIn(context);
    advance(PRELOADED_ORDERS_FRESH_MS + 1);
    expect(await preload.take()).toBeNull();
  });

  it('forgets the list on sign-out or after an order was placed', async () => {
    const { preload } = setup();
    await preload.signIn(context);
    preload.forget();
    expect(await preload.take()).toBeNull();
  });

  it('reports a failed load to the sign-in tasks and hands nothing over', async () => {
    const { preload } = setup(fail({ status: 500, message: 'down' }) as never);
    await expect(preload.signIn(context)).rejects.toThrow('orders: 500');
    expect(await preload.take()).toBeNull();
  });
});
