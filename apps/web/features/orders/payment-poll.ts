// The payment page asks for its order every few seconds until the payment is settled (paid, declined,
// expired, or the order cancelled). The API re-reads an unpaid FIB payment from the bank on each read, so
// polling is what notices a payment even when the bank's callback never arrived.
import type { Order } from '@dukan/core/contract/orders';
import type { Result } from '@/lib/api/result';
import { isPaymentSettled, paymentStage } from './order-state';

export const PAYMENT_POLL_MS = 3_000;
/** After failed reads the page waits longer, up to this, so an API that is down is not hammered. */
export const PAYMENT_POLL_MAX_MS = 30_000;

export interface PaymentPollDeps {
  load: () => Promise<Result<{ data: Order }>>;
  onOrder: (order: Order) => void;
  /** `final`: the order cannot be read at all (not found, not this customer's): polling stops. */
  onError: (status: number, message: string, final: boolean) => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  intervalMs?: number;
}

export interface PaymentPoll {
  /** Reads at once (after the simulated bank answered, or a retry button) instead of at the next tick. */
  now(): void;
  stop(): void;
}

export function startPaymentPoll(deps: PaymentPollDeps): PaymentPoll {
  const interval = deps.intervalMs ?? PAYMENT_POLL_MS;
  let stopped = false;
  let inFlight = false;
  let again = false;
  let failures = 0;
  let timer: unknown = null;

  function schedule(ms: number) {
    if (stopped) return;
    timer = deps.setTimer(() => {
      timer = null;
      void read();
    }, ms);
  }

  async function read(): Promise<void> {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    const result = await deps.load();
    inFlight = false;
    if (stopped) return;
    if (result.ok) {
      failures = 0;
      deps.onOrder(result.data.data);
      if (isPaymentSettled(paymentStage(result.data.data))) {
        stopped = true;
        return;
      }
    } else {
      const final = result.error.status === 403 || result.error.status === 404 || result.error.status === 400;
      deps.onError(result.error.status, result.error.message, final);
      if (final) {
        stopped = true;
        return;
      }
      failures++;
    }
    if (again) {
      again = false;
      void read();
      return;
    }
    schedule(Math.min(PAYMENT_POLL_MAX_MS, interval * 2 ** failures));
  }

  void read();
  return {
    now() {
      if (stopped) return;
      if (timer !== null) {
        deps.clearTimer(timer);
        timer = null;
      }
      void read();
    },
    stop() {
      stopped = true;
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
    },
  };
}
