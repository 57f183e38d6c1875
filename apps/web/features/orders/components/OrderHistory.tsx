'use client';

import { orderFormat } from './order-format';
import type { Order } from '@dukan/core/contract/orders';
import { ShopLink } from '@/ui/ShopLink';
import { useState } from 'react';
import { cancelOrder } from '@/features/orders/orders-api';
import { listOrdersAfterSignIn } from '@/features/orders/browser-orders';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { withCustomer } from '@/lib/auth/use-customer-call';
import { OrderCard } from './OrderCard';
import { useText } from '@/i18n/use-text';
import { useCustomerData } from './use-customer-data';

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
      <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5">
        <p className="text-red-800">{tOrder('order_load_error')}</p>
        <button
          type="button"
          onClick={() => {
            setLoadedAt(Date.now());
            reload();
          }}
          className="mt-3 rounded-lg border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 hover:bg-red-100"
        >
          {tOrder('order_retry')}
        </button>
      </div>
    );
  }
  const orders = state.data.data;
  if (orders.length === 0) {
    return (
      <div className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
        <p className="text-lg font-medium text-stone-700">{tOrder('order_empty')}</p>
        <ShopLink
          href={`/${tOrder.locale}/products`}
          className="mt-4 inline-block font-medium text-brand-700 hover:underline"
        >
          {tOrder('order_browse')}
        </ShopLink>
      </div>
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
