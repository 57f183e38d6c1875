// What an order means to the shopper: its labels (spec §3: delivered, cancelled, pending, in progress,
// unknown; paid, expired — plus unpaid and declined), whether it can still be cancelled or paid, and where a
// FIB payment stands. The rules of the moves themselves live in packages/core's state machine.
import type { Order } from '@dukan/core/contract/orders';
import { canMoveOrder, ORDER_STATUSES, PAYMENT_STATUSES } from '@dukan/core/orders/state-machine';
import type { KeyOf } from '@/i18n/namespaces';

const ORDER_STATUS_KEYS: Record<(typeof ORDER_STATUSES)[number], KeyOf<'order'>> = {
  pending: 'order_status_pending',
  in_progress: 'order_status_in_progress',
  delivered: 'order_status_delivered',
  cancelled: 'order_status_cancelled',
};

const PAYMENT_STATUS_KEYS: Record<(typeof PAYMENT_STATUSES)[number], KeyOf<'payment'>> = {
  unpaid: 'payment_status_unpaid',
  paid: 'payment_status_paid',
  expired: 'payment_status_expired',
  declined: 'payment_status_declined',
};

/** A status this storefront does not know yet (a newer API) reads as "unknown" instead of breaking the page. */
export function orderStatusKey(status: string): KeyOf<'order'> {
  return (ORDER_STATUS_KEYS as Record<string, KeyOf<'order'>>)[status] ?? 'order_status_unknown';
}

export function paymentStatusKey(status: string): KeyOf<'payment'> {
  return (PAYMENT_STATUS_KEYS as Record<string, KeyOf<'payment'>>)[status] ?? 'payment_status_unknown';
}

export function paymentMethodKey(method: string): KeyOf<'payment'> {
  return method === 'fib' ? 'payment_method_fib' : method === 'cod' ? 'payment_method_cod' : 'payment_status_unknown';
}

/** Shoppers cancel their own orders only before the shop starts on them and before they are paid (the API's rule). */
export function canCancel(order: Pick<Order, 'status' | 'payment_status'>): boolean {
  return order.status === 'pending' && order.payment_status === 'unpaid' && canMoveOrder('pending', 'cancelled');
}

export type PaymentStage = 'cash' | 'waiting' | 'paid' | 'declined' | 'expired' | 'cancelled';

/** Where the order's payment stands, for the payment page: waiting means the QR code can still be paid. */
export function paymentStage(order: Pick<Order, 'status' | 'payment_status' | 'payment_method'>): PaymentStage {
  if (order.payment_status === 'paid') return 'paid';
  if (order.payment_status === 'declined') return 'declined';
  if (order.payment_status === 'expired') return 'expired';
  if (order.status === 'cancelled') return 'cancelled';
  return order.payment_method === 'fib' ? 'waiting' : 'cash';
}

/** Polling stops once nothing more can happen to the payment. */
export function isPaymentSettled(stage: PaymentStage): boolean {
  return stage !== 'waiting';
}

/** An unpaid FIB order whose code is still valid can be paid from the order history. */
export function canPayNow(order: Order, now: number): boolean {
  if (paymentStage(order) !== 'waiting' || !order.payment) return false;
  const until = Date.parse(order.payment.valid_until);
  return Number.isNaN(until) || until > now;
}

/** A QR image as FIB sends it: only a data: URL of an image is shown (never a link elsewhere). */
export function safeQrSource(qr: string): string | null {
  return /^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/.test(qr) ? qr : null;
}

/** FIB's app links: web links or the bank's own app scheme; script-like and other schemes are refused (spec §8). */
export function safeAppLink(link: string): string | null {
  const trimmed = link.trim();
  return /^(?:https?|fib|fibpersonal|fibbusiness|fibcorporate):\/\/\S+$/i.test(trimmed) ? trimmed : null;
}

/** Whole seconds as m:ss or h:mm:ss, in ASCII digits (the caller wraps it in the page's number format). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
