// The order and payment state machine of the shopping issue, shared by the API (the authority) and the
// storefront (labels, what a customer may still do). Order status moves pending → in progress → delivered,
// or pending/in progress → cancelled; payment status unpaid → paid, or unpaid → expired/declined. A
// cancelled order, or an expired or declined payment of a bank-paid order, gives back what the order took
// (stock, voucher use, redeemed points).

export const ORDER_STATUSES = ['pending', 'in_progress', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'expired', 'declined'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ['paid', 'expired', 'declined'],
  paid: [],
  expired: [],
  declined: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_MOVES[from].includes(to);
}

export interface OrderState {
  status: OrderStatus;
  payment: PaymentStatus;
}

export type OrderEvent =
  | { type: 'start' }
  | { type: 'deliver' }
  | { type: 'cancel' }
  | { type: 'payment_paid' }
  | { type: 'payment_expired' }
  | { type: 'payment_declined' };

export type Transition =
  | {
      ok: true;
      state: OrderState;
      /** The order's stock, voucher use and redeemed points go back (exactly once: only on this move). */
      releasesHold: boolean;
      /** Reward points are earned now (the order was delivered). */
      earnsPoints: boolean;
    }
  | { ok: false; reason: 'order_status' | 'payment_status' };

const PAYMENT_EVENT_TARGET: Partial<Record<OrderEvent['type'], PaymentStatus>> = {
  payment_paid: 'paid',
  payment_expired: 'expired',
  payment_declined: 'declined',
};

const ORDER_EVENT_TARGET: Partial<Record<OrderEvent['type'], OrderStatus>> = {
  start: 'in_progress',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/** The state after `event`, or why the event is refused in `state`. */
export function applyOrderEvent(state: OrderState, event: OrderEvent): Transition {
  const paymentTarget = PAYMENT_EVENT_TARGET[event.type];
  if (paymentTarget) {
    if (!canMovePayment(state.payment, paymentTarget)) return { ok: false, reason: 'payment_status' };
    if (paymentTarget === 'paid') {
      return { ok: true, state: { ...state, payment: 'paid' }, releasesHold: false, earnsPoints: false };
    }
    // A payment that fails on a cancelled order has nothing left to release: cancelling already did.
    if (state.status === 'cancelled') {
      return { ok: true, state: { ...state, payment: paymentTarget }, releasesHold: false, earnsPoints: false };
    }
    // The bank will not pay: the order cannot go ahead, and what it held goes back. A delivered order
    // cannot be undone this way.
    if (!canMoveOrder(state.status, 'cancelled')) return { ok: false, reason: 'order_status' };
    return {
      ok: true,
      state: { status: 'cancelled', payment: paymentTarget },
      releasesHold: true,
      earnsPoints: false,
    };
  }
  const orderTarget = ORDER_EVENT_TARGET[event.type]!;
  if (!canMoveOrder(state.status, orderTarget)) return { ok: false, reason: 'order_status' };
  return {
    ok: true,
    state: { ...state, status: orderTarget },
    releasesHold: orderTarget === 'cancelled',
    earnsPoints: orderTarget === 'delivered',
  };
}

/** The spec's order-status labels: delivered, cancelled, pending, in progress, unknown. */
export function orderStatusLabelKey(status: string): 'delivered' | 'cancelled' | 'pending' | 'in_progress' | 'unknown' {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'unknown';
}
