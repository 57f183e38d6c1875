import { describe, expect, it } from 'vitest';
import {
  applyOrderEvent,
  canMoveOrder,
  canMovePayment,
  ORDER_STATUSES,
  orderStatusLabelKey,
  PAYMENT_STATUSES,
  type OrderEvent,
  type OrderState,
} from './state-machine';

describe('order status moves', () => {
  const allowed = new Set([
    'pending>in_progress',
    'pending>cancelled',
    'in_progress>delivered',
    'in_progress>cancelled',
  ]);
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const key = `${from}>${to}`;
      it(`${allowed.has(key) ? 'allows' : 'refuses'} ${key}`, () => {
        expect(canMoveOrder(from, to)).toBe(allowed.has(key));
      });
    }
  }
});

describe('payment status moves', () => {
  const allowed = new Set(['unpaid>paid', 'unpaid>expired', 'unpaid>declined']);
  for (const from of PAYMENT_STATUSES) {
    for (const to of PAYMENT_STATUSES) {
      const key = `${from}>${to}`;
      it(`${allowed.has(key) ? 'allows' : 'refuses'} ${key}`, () => {
        expect(canMovePayment(from, to)).toBe(allowed.has(key));
      });
    }
  }
});

describe('applyOrderEvent', () => {
  const state = (status: OrderState['status'], payment: OrderState['payment']): OrderState => ({ status, payment });
  const apply = (s: OrderState, type: OrderEvent['type']) => applyOrderEvent(s, { type } as OrderEvent);

  it('walks a cash-on-delivery order to delivered, earning points only then', () => {
    const started = apply(state('pending', 'unpaid'), 'start');
    expect(started).toMatchObject({ ok: true, state: state('in_progress', 'unpaid'), earnsPoints: false });
    const paid = apply(state('in_progress', 'unpaid'), 'payment_paid');
    expect(paid).toMatchObject({ ok: true, state: state('in_progress', 'paid'), releasesHold: false });
    const delivered = apply(state('in_progress', 'paid'), 'deliver');
    expect(delivered).toMatchObject({ ok: true, state: state('delivered', 'paid'), earnsPoints: true });
  });

  it('releases the hold once when an order is cancelled', () => {
    expect(apply(state('pending', 'unpaid'), 'cancel')).toMatchObject({ ok: true, releasesHold: true });
    expect(apply(state('cancelled', 'unpaid'), 'cancel')).toEqual({ ok: false, reason: 'order_status' });
  });

  it('cancels an unpaid bank order whose payment expires or is declined, releasing its hold', () => {
    for (const type of ['payment_expired', 'payment_declined'] as const) {
      const result = apply(state('pending', 'unpaid'), type);
      expect(result).toMatchObject({ ok: true, releasesHold: true });
      if (result.ok) expect(result.state.status).toBe('cancelled');
    }
  });

  it("does not release twice when a cancelled order's payment then expires", () => {
    expect(apply(state('cancelled', 'unpaid'), 'payment_expired')).toMatchObject({
      ok: true,
      state: state('cancelled', 'expired'),
      releasesHold: false,
    });
  });

  it('refuses to undo a delivered order through its payment, and any move out of a final payment', () => {
    expect(apply(state('delivered', 'unpaid'), 'payment_expired')).toEqual({ ok: false, reason: 'order_status' });
    expect(apply(state('pending', 'paid'), 'payment_declined')).toEqual({ ok: false, reason: 'payment_status' });
    expect(apply(state('pending', 'expired'), 'payment_paid')).toEqual({ ok: false, reason: 'payment_status' });
    expect(apply(state('delivered', 'paid'), 'cancel')).toEqual({ ok: false, reason: 'order_status' });
    expect(apply(state('pending', 'unpaid'), 'deliver')).toEqual({ ok: false, reason: 'order_status' });
  });

  it('labels unknown statuses as unknown', () => {
    expect(orderStatusLabelKey('in_progress')).toBe('in_progress');
    expect(orderStatusLabelKey('shipped')).toBe('unknown');
  });
});
