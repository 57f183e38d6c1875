// Which buttons an order shows: only the moves the shared state machine allows from where the order is, so
// a member of staff is never offered a move the API would refuse. The API checks again (it is the authority).
import { canMoveOrder, type OrderStatus, type PaymentStatus } from '@dukan/core/orders/state-machine';
import type { OrderMove } from './api';

const TARGET: Record<OrderMove, OrderStatus> = { start: 'in_progress', deliver: 'delivered', cancel: 'cancelled' };

export function allowedMoves(status: OrderStatus): OrderMove[] {
  return (Object.keys(TARGET) as OrderMove[]).filter((move) => canMoveOrder(status, TARGET[move]));
}

export interface PaymentFacts {
  method: string;
  status: OrderStatus;
  payment: PaymentStatus;
  /** The bank's payment exists (a First Iraqi Bank order that reached the bank). */
  hasBankPayment: boolean;
  bankStatus: string | null;
}

/** Asking the bank again makes sense while the money is still awaited. */
export function canRefreshPayment(p: PaymentFacts): boolean {
  return p.method === 'fib' && p.hasBankPayment && p.payment === 'unpaid';
}

/** A cancelled order the bank was paid for, whose refund is not already asked for. */
export function canRefund(p: PaymentFacts): boolean {
  return (
    p.method === 'fib' &&
    p.hasBankPayment &&
    p.status === 'cancelled' &&
    p.payment === 'paid' &&
    p.bankStatus !== 'REFUNDED' &&
    p.bankStatus !== 'REFUND_REQUESTED'
  );
}
