import type { Order } from '@dukan/core/contract/orders';
import { describe, expect, it } from 'vitest';
import { getText } from '@/i18n/text';
import {
  canCancel,
  canPayNow,
  formatCountdown,
  isPaymentSettled,
  orderStatusKey,
  paymentStage,
  paymentStatusKey,
  safeAppLink,
  safeQrSource,
} from './order-state';

const FIB_ORDER = {
  status: 'pending',
  payment_status: 'unpaid',
  payment_method: 'fib',
  payment: { valid_until: '2030-01-01T00:00:00Z' },
} as unknown as Order;

describe('labels', () => {
  it('the spec’s order and payment labels', () => {
    expect(
      ['pending', 'in_progress', 'delivered', 'cancelled', 'teleported'].map((s) =>
        getText('en', 'order')(orderStatusKey(s)),
      ),
    ).toEqual(['Pending', 'In progress', 'Delivered', 'Cancelled', 'Unknown']);
    expect(['paid', 'expired', 'unpaid', 'declined'].map((s) => getText('en', 'payment')(paymentStatusKey(s)))).toEqual(
      ['Paid', 'Expired', 'Unpaid', 'Declined'],
    );
    expect(getText('en', 'payment')(paymentStatusKey('teleported'))).toBe('Unknown');
  });
});

describe('what a shopper may still do', () => {
  it('cancels only pending, unpaid orders', () => {
    expect(canCancel({ status: 'pending', payment_status: 'unpaid' })).toBe(true);
    expect(canCancel({ status: 'pending', payment_status: 'paid' })).toBe(false);
    expect(canCancel({ status: 'in_progress', payment_status: 'unpaid' })).toBe(false);
    expect(canCancel({ status: 'delivered', payment_status: 'paid' })).toBe(false);
    expect(canCancel({ status: 'cancelled', payment_status: 'unpaid' })).toBe(false);
  });

  it('pays an unpaid FIB order while its code is valid', () => {
    const now = Date.parse('2029-12-31T23:59:00Z');
    expect(canPayNow(FIB_ORDER, now)).toBe(true);
    expect(canPayNow(FIB_ORDER, Date.parse('2030-01-01T00:00:01Z'))).toBe(false);
    expect(canPayNow({ ...FIB_ORDER, payment_status: 'paid' }, now)).toBe(false);
    expect(canPayNow({ ...FIB_ORDER, status: 'cancelled' }, now)).toBe(false);
    expect(canPayNow({ ...FIB_ORDER, payment: null }, now)).toBe(false);
  });
});

describe('payment stage', () => {
  it('waits on an unpaid FIB order and settles on paid, declined, expired or a cancelled order', () => {
    expect(paymentStage(FIB_ORDER)).toBe('waiting');
    expect(paymentStage({ ...FIB_ORDER, payment_status: 'paid' })).toBe('paid');
    expect(paymentStage({ ...FIB_ORDER, payment_status: 'declined' })).toBe('declined');
    expect(paymentStage({ ...FIB_ORDER, payment_status: 'expired' })).toBe('expired');
    expect(paymentStage({ ...FIB_ORDER, status: 'cancelled' })).toBe('cancelled');
    expect(paymentStage({ ...FIB_ORDER, payment_method: 'cod' })).toBe('cash');
    expect(isPaymentSettled('waiting')).toBe(false);
    expect(isPaymentSettled('expired')).toBe(true);
  });
});

describe('what is shown from the bank', () => {
  it('only image data URLs as the QR code', () => {
    expect(safeQrSource('data:image/png;base64,iVBORw0KGgo=')).not.toBeNull();
    expect(safeQrSource('https://evil.example/qr.png')).toBeNull();
    expect(safeQrSource('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
  });

  it('app links over http(s) or the bank’s scheme, never script-like ones', () => {
    expect(safeAppLink('https://personal.fib.iq/pay?id=1')).toBe('https://personal.fib.iq/pay?id=1');
    expect(safeAppLink('javascript:alert(1)')).toBeNull();
    expect(safeAppLink('data:text/html,hi')).toBeNull();
  });

  it('counts down as m:ss and h:mm:ss', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(3_725)).toBe('1:02:05');
    expect(formatCountdown(-4)).toBe('0:00');
  });
});
