import { describe, expect, it } from 'vitest';
import { allowedMoves, canRefreshPayment, canRefund, type PaymentFacts } from './order-actions';

const fib = (over: Partial<PaymentFacts>): PaymentFacts => ({
  method: 'fib',
  status: 'pending',
  payment: 'unpaid',
  hasBankPayment: true,
  bankStatus: 'UNPAID',
  ...over,
});

describe('order actions', () => {
  it('offers only the moves the state machine allows', () => {
    expect(allowedMoves('pending')).toEqual(['start', 'cancel']);
    expect(allowedMoves('in_progress')).toEqual(['deliver', 'cancel']);
    expect(allowedMoves('delivered')).toEqual([]);
    expect(allowedMoves('cancelled')).toEqual([]);
  });

  it('asks the bank again only for an unpaid bank payment', () => {
    expect(canRefreshPayment(fib({}))).toBe(true);
    expect(canRefreshPayment(fib({ payment: 'paid' }))).toBe(false);
    expect(canRefreshPayment(fib({ method: 'cod', hasBankPayment: false }))).toBe(false);
    expect(canRefreshPayment(fib({ hasBankPayment: false }))).toBe(false);
  });

  it('refunds only a cancelled order the bank was paid for, once', () => {
    expect(canRefund(fib({ status: 'cancelled', payment: 'paid', bankStatus: 'PAID' }))).toBe(true);
    expect(canRefund(fib({ status: 'cancelled', payment: 'paid', bankStatus: 'REFUND_REQUESTED' }))).toBe(false);
    expect(canRefund(fib({ status: 'delivered', payment: 'paid', bankStatus: 'PAID' }))).toBe(false);
    expect(canRefund(fib({ status: 'cancelled', payment: 'expired' }))).toBe(false);
  });
});
