// What the order service needs from First Iraqi Bank's online payment API, whoever answers it: the bank, or
// the simulator under /dev/fib outside production. A failed call is an answer, never an exception.

export type FibStatus = 'PAID' | 'UNPAID' | 'DECLINED' | 'REFUND_REQUESTED' | 'REFUNDED';

export interface FibCreatedPayment {
  paymentId: string;
  /** The code a customer types into the FIB app, e.g. "ABCD-1234-EFGH". */
  readableCode: string;
  /** A data: URL of the QR image. */
  qrCode: string;
  /** ISO date after which the payment can no longer be paid. */
  validUntil: string;
  personalAppLink: string;
  businessAppLink: string;
  corporateAppLink: string;
}

export interface FibPaymentState {
  paymentId: string;
  status: FibStatus;
  paidAt: string | null;
  declinedAt: string | null;
  /** SERVER_FAILURE, PAYMENT_EXPIRATION or PAYMENT_CANCELLATION when declined. */
  decliningReason: string | null;
  amount: { amount: number; currency: string } | null;
}

/**
 * `unavailable`: the bank did not answer, answered 5xx, or answered something we cannot read (try again later);
 * `rejected`: the bank refused the request (4xx, bad credentials); `not_found`: no such payment.
 */
export type FibFailure = { kind: 'unavailable' | 'rejected' | 'not_found'; status?: number; message: string };

export type FibResult<T> = { ok: true; data: T } | { ok: false; error: FibFailure };

export interface FibClient {
  createPayment(input: {
    /** Whole IQD. */
    amount: number;
    /** Cut to FIB's 50 characters. */
    description: string;
    statusCallbackUrl: string;
    /** ISO 8601 duration, e.g. "PT15M". */
    expiresIn: string;
    /** ISO 8601 duration, e.g. "P7D". */
    refundableFor: string;
  }): Promise<FibResult<FibCreatedPayment>>;
  getStatus(paymentId: string): Promise<FibResult<FibPaymentState>>;
  cancel(paymentId: string): Promise<FibResult<true>>;
  refund(paymentId: string): Promise<FibResult<true>>;
}
