'use client';

import { orderFormat } from './order-format';
import type { Order } from '@dukan/core/contract/orders';
import { useState } from 'react';
import { cancelOrder } from '@/features/orders/orders-api';
import { listOrdersAfterSignIn } from '@/features/orders/browser-orders';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { withCustomer } from '@/lib/auth/use-customer-call';
import { OrderCard } from './OrderCard';
import { useText } from '@/i18n/use-text';
import { useCustomerData } from './use-customer-data';
import { LoadError, NothingYet } from './LoadStates';

/** The customer's orders, newest first as the API lists them, with cancelling of pending ones. */
export function OrderHistory() {
  const tOrder = useText('order');
  const format = orderFormat(tOrder.locale);
  const { state, reload, update } = useCustomerData(listOrdersAfterSignIn);
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  // When the list arrived: whether a FIB code can still be paid. Fixed per load, so rendering stays pure.
  const [loadedAt, setLoadedAt] = useState(() => Date.now());

  async function cancel(order: Order) {
    setBusy(true);
    const result = await withCustomer((context, token) => cancelOrder(context, token, order.id));
    setBusy(false);
    setConfirming(null);
    if (result.ok) {
      const changed = result.data.data;
      update((list) => ({ data: list.data.map((o) => (o.id === changed.id ? changed : o)) }));
    }
  }

  if (state.status === 'loading') return <p className="mt-6 text-stone-600">{tOrder('order_loading')}</p>;
  if (state.status === 'error') {
    return (
      <LoadError
        message={tOrder('order_load_error')}
        retryLabel={tOrder('order_retry')}
        onRetry={() => {
          setLoadedAt(Date.now());
          reload();
        }}
        className="mt-6"
      />
    );
  }
  const orders = state.data.data;
  if (orders.length === 0) {
    return (
      <NothingYet
        message={tOrder('order_empty')}
        browseLabel={tOrder('order_browse')}
        locale={tOrder.locale}
        className="mt-6"
      />
    );
  }
  return (
    <>
      <ul className="mt-6 space-y-4">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} now={loadedAt} onCancel={setConfirming} />
          </li>
        ))}
      </ul>
      {confirming ? (
        <ConfirmDialog
          title={tOrder('order_cancel_title', { number: format.orderNumber(confirming.number) })}
          body={tOrder('order_cancel_body')}
          confirmLabel={tOrder('order_cancel_yes')}
          cancelLabel={tOrder('order_cancel_keep')}
          busy={busy}
          busyLabel={tOrder('order_cancelling')}
          onConfirm={() => void cancel(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
