import type { Order } from '@dukan/core/contract/orders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@/lib/api/result';
import { PAYMENT_POLL_MAX_MS, startPaymentPoll } from './payment-poll';

const order = (payment_status: string, status = 'pending') =>
  ({ id: 'o', status, payment_status, payment_method: 'fib' }) as unknown as Order;

function harness(answers: Result<{ data: Order }>[]) {
  const load = vi.fn(async () => answers.shift() ?? ok({ data: order('unpaid') }));
  const seen: string[] = [];
  const errors: [number, boolean][] = [];
  const poll = startPaymentPoll({
    load,
    onOrder: (o) => seen.push(o.payment_status),
    onError: (status, _message, final) => errors.push([status, final]),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    intervalMs: 1000,
  });
  return { load, seen, errors, poll };
}

describe('payment polling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads at once, then every interval until the payment is paid', async () => {
    const h = harness([ok({ data: order('unpaid') }), ok({ data: order('unpaid') }), ok({ data: order('paid') })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.seen).toEqual(['unpaid', 'unpaid', 'paid']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.load).toHaveBeenCalledTimes(3);
  });

  it('stops on declined, expired and a cancelled order', async () => {
    for (const settled of [order('declined'), order('expired'), order('unpaid', 'cancelled')]) {
      const h = harness([ok({ data: settled })]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(h.load).toHaveBeenCalledTimes(1);
    }
  });

  it('keeps trying after a failed read, waiting longer each time; stops on not found', async () => {
    const h = harness([fail({ status: 503, message: 'down' }), fail({ status: 0, message: 'offline' })]);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2000); // 1 s × 2 after one failure
    expect(h.load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(h.load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.load).toHaveBeenCalledTimes(3);
    expect(h.errors).toEqual([
      [503, false],
      [0, false],
    ]);

    const gone = harness([fail({ status: 404, message: 'Not found' })]);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MAX_MS * 2);
    expect(gone.load).toHaveBeenCalledTimes(1);
    expect(gone.errors).toEqual([[404, true]]);
  });

  it('now() reads at once instead of waiting; stop() ends it', async () => {
    const h = harness([]);
    await vi.advanceTimersByTimeAsync(0);
    h.poll.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.load).toHaveBeenCalledTimes(2);
    h.poll.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.load).toHaveBeenCalledTimes(2);
  });
});
