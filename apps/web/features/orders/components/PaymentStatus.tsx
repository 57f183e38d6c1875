'use client';

import { orderFormat } from './order-format';
import type { Order } from '@dukan/core/contract/orders';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { useEffect, useRef, useState } from 'react';
import { getOrder } from '@/features/orders/orders-api';
import { isSignedIn } from '@/lib/auth/session';
import { useSession } from '@/lib/auth/use-session';
import { paymentStage, type PaymentStage } from '@/features/orders/order-state';
import { startPaymentPoll, type PaymentPoll } from '@/features/orders/payment-poll';
import type { KeyOf } from '@/i18n/namespaces';
import { withCustomer } from '@/lib/auth/use-customer-call';
import { useText } from '@/i18n/use-text';
import { FibPayment } from './FibPayment';
import { FibSimulatorPanel } from './FibSimulatorPanel';
import { LoadError } from './LoadStates';

type LoadError = { final: boolean; status: number } | null;

const RESULT: Record<
  Exclude<PaymentStage, 'waiting'>,
  { title: KeyOf<'payment'>; body: KeyOf<'payment'>; good: boolean }
> = {
  paid: { title: 'payment_paid_title', body: 'payment_paid_body', good: true },
  cash: { title: 'payment_cash_title', body: 'payment_cash_body', good: true },
  declined: { title: 'payment_declined_title', body: 'payment_declined_body', good: false },
  expired: { title: 'payment_expired_title', body: 'payment_expired_body', good: false },
  cancelled: { title: 'payment_cancelled_title', body: 'payment_cancelled_body', good: false },
};

/** `/{lang}/payment-success?order=…`: the FIB payment to make, followed until it is paid, declined or expired. */
export function PaymentStatus({ orderId }: { orderId: string | null }) {
  const tPayment = useText('payment');
  const format = orderFormat(tPayment.locale);
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<LoadError>(null);
  const [round, setRound] = useState(0);
  const poll = useRef<PaymentPoll | null>(null);

  useEffect(() => {
    if (!signedIn || !orderId) return;
    const current = startPaymentPoll({
      load: () => withCustomer((context, token) => getOrder(context, token, orderId)),
      onOrder: (next) => {
        setOrder(next);
        setError(null);
      },
      onError: (status, _message, final) => setError({ status, final }),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (handle) => window.clearTimeout(handle as number),
    });
    poll.current = current;
    return () => {
      current.stop();
      if (poll.current === current) poll.current = null;
    };
  }, [signedIn, orderId, round]);

  if (!orderId || (error?.final && !order)) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white p-6">
        <p className="text-stone-800">{tPayment('payment_missing_order')}</p>
        <ShopLink
          href={`/${tPayment.locale}/account/order-history`}
          className="mt-4 inline-block font-medium text-brand-700 hover:underline"
        >
          {tPayment('payment_view_orders')}
        </ShopLink>
      </div>
    );
  }
  if (!order) {
    if (error) {
      return (
        <LoadError
          message={tPayment('payment_load_error')}
          retryLabel={tPayment('payment_retry')}
          onRetry={() => {
            setError(null);
            setRound((n) => n + 1);
          }}
        />
      );
    }
    return <p className="text-stone-600">{tPayment('payment_loading')}</p>;
  }

  const stage = paymentStage(order);
  const number = format.orderNumber(order.number);
  return (
    <div className="space-y-6">
      <div aria-live="polite" aria-atomic="true">
        {stage === 'waiting' ? (
          <p className="flex items-center gap-2 font-medium text-stone-700">
            <Clock className="h-5 w-5 animate-pulse text-brand-700" aria-hidden="true" />
            {tPayment('payment_waiting')}
          </p>
        ) : (
          <Outcome stage={stage} number={number} />
        )}
      </div>
      {stage === 'waiting' && order.payment ? (
        <>
          <FibPayment order={order} payment={order.payment} />
          <FibSimulatorPanel paymentId={order.payment.payment_id} onAnswered={() => poll.current?.now()} />
        </>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <ShopLink
          href={`/${tPayment.locale}/account/order-history`}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {tPayment('payment_view_orders')}
        </ShopLink>
        {stage === 'declined' || stage === 'expired' ? (
          <ShopLink
            href={`/${tPayment.locale}/cart`}
            className="rounded-lg border border-stone-300 px-4 py-2 font-medium text-stone-800 hover:bg-stone-100"
          >
            {tPayment('payment_back_to_cart')}
          </ShopLink>
        ) : null}
      </div>
    </div>
  );
}

function Outcome({ stage, number }: { stage: Exclude<PaymentStage, 'waiting'>; number: string }) {
  const tPayment = useText('payment');
  const result = RESULT[stage];
  const Icon = result.good ? CheckCircle2 : XCircle;
  return (
    <section
      className={`rounded-xl border p-5 ${result.good ? 'border-brand-100 bg-brand-50' : 'border-red-200 bg-red-50'}`}
    >
      <h2 className={`flex items-center gap-2 text-xl font-bold ${result.good ? 'text-brand-900' : 'text-red-900'}`}>
        <Icon className="h-6 w-6 shrink-0" aria-hidden="true" />
        {tPayment(result.title)}
      </h2>
      <p className="mt-2 text-stone-800">{tPayment(result.body, { number })}</p>
    </section>
  );
}
