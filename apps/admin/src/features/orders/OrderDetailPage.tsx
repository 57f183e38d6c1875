// One order: its lines and totals, the delivery pin, the customer and the payment, with the moves the state
// machine allows from here (cancel asks first: it gives stock back and, for a paid bank order, refunds), the
// bank's payment refresh and refund, and the invoice and packing slip to print in the order's language.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDateTime, formatIdentifier, formatIqd, formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { MapPinField } from '../../ui/MapPinField';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { useSession } from '../auth/session';
import { moveOrder, readOrder, refreshPayment, refundPayment, type AdminOrderDetail, type OrderMove } from './api';
import { allowedMoves, canRefreshPayment, canRefund, type PaymentFacts } from './order-actions';
import { OrderStatusBadge, PaymentStatusBadge } from './StatusBadges';

const SECTION = 'rounded-lg border border-stone-300 bg-white p-4';

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const t = useText('orders');
  const { locale } = useLocale();
  const { can } = useSession();
  const notify = useToast();
  const queryClient = useQueryClient();
  const order = useQuery({ queryKey: ['order', id], queryFn: () => readOrder(id) });
  const [confirm, setConfirm] = useState<'cancel' | 'refund' | null>(null);

  const done = async (message?: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['order', id] }),
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
    ]);
    if (message) notify(message);
  };
  const failed = (error: unknown) => notify((error as Error).message, 'error');
  const move = useMutation({
    mutationFn: (type: OrderMove) => moveOrder(id, type),
    onSuccess: (r) => done(r.message),
    onError: failed,
  });
  const refresh = useMutation({
    mutationFn: () => refreshPayment(id),
    onSuccess: (r) => done(r.message),
    onError: failed,
  });
  const refund = useMutation({
    mutationFn: () => refundPayment(id),
    onSuccess: (r) => done(r.message),
    onError: failed,
  });

  if (order.isPending) return <Loading />;
  if (order.isError) return <ErrorBox error={order.error} onRetry={() => void order.refetch()} />;
  const o: AdminOrderDetail = order.data;
  const manage = can('orders:manage');
  const facts: PaymentFacts = {
    method: o.payment_method,
    status: o.status,
    payment: o.payment_status,
    hasBankPayment: o.payment !== null,
    bankStatus: o.payment?.status ?? null,
  };
  const busy = move.isPending || refresh.isPending || refund.isPending;
  const number = formatIdentifier(o.number, locale);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('order_number', { number })}
        actions={
          <>
            {manage &&
              allowedMoves(o.status).map((m) =>
                m === 'cancel' ? (
                  <Button key={m} variant="danger" disabled={busy} onClick={() => setConfirm('cancel')}>
                    {t('move_cancel')}
                  </Button>
                ) : (
                  <Button
                    key={m}
                    busy={move.isPending && move.variables === m}
                    disabled={busy}
                    onClick={() => move.mutate(m)}
                  >
                    {t(`move_${m}`)}
                  </Button>
                ),
              )}
            <Link
              to={`/orders/${o.id}/print/invoice`}
              className="inline-flex min-h-10 items-center gap-2 rounded-md border border-stone-400 bg-white px-4 py-2 text-sm font-semibold"
            >
              <Printer aria-hidden="true" className="size-4" />
              {t('invoice')}
            </Link>
            <Link
              to={`/orders/${o.id}/print/packing-slip`}
              className="inline-flex min-h-10 items-center gap-2 rounded-md border border-stone-400 bg-white px-4 py-2 text-sm font-semibold"
            >
              <Printer aria-hidden="true" className="size-4" />
              {t('packing_slip')}
            </Link>
          </>
        }
      />
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-stone-700">{t('status')}</dt>
          <dd>
            <OrderStatusBadge status={o.status} />
          </dd>
        </div>
        <div>
          <dt className="text-stone-700">{t('payment')}</dt>
          <dd>
            <PaymentStatusBadge status={o.payment_status} />
          </dd>
        </div>
        <div>
          <dt className="text-stone-700">{t('placed_at')}</dt>
          <dd>{formatDateTime(o.created_at, locale)}</dd>
        </div>
        <div>
          <dt className="text-stone-700">{t('order_language')}</dt>
          <dd>{t(`lang_${o.locale}`)}</dd>
        </div>
      </dl>

      <section aria-labelledby="order-items" className={SECTION}>
        <h2 id="order-items" className="mb-3 text-lg font-semibold">
          {t('items')}
        </h2>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-stone-700">
              <th scope="col" className="py-1 text-start">
                {t('product')}
              </th>
              <th scope="col" className="py-1 text-start">
                {t('unit_price')}
              </th>
              <th scope="col" className="py-1 text-start">
                {t('quantity')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('line_total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((line) => (
              <tr key={line.product_id} className="border-t border-stone-200">
                <td className="py-2">
                  <span className="flex items-center gap-2">
                    {line.image && <img src={line.image} alt="" className="size-10 rounded object-cover" />}
                    <Link to={`/products/${line.product_id}`} className="text-brand-700 underline">
                      {line.title}
                    </Link>
                  </span>
                </td>
                <td className="py-2">{formatIqd(line.unit_price, locale)}</td>
                <td className="py-2">{formatNumber(line.quantity, locale)}</td>
                <td className="py-2 text-end">{formatIqd(line.line_total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="ms-auto mt-3 grid max-w-sm grid-cols-2 gap-1 text-sm">
          <dt>{t('subtotal')}</dt>
          <dd className="text-end">{formatIqd(o.totals.subtotal, locale)}</dd>
          {o.totals.discount > 0 && (
            <>
              <dt>{o.voucher_code ? t('discount_with', { code: o.voucher_code }) : t('discount')}</dt>
              <dd className="text-end">−{formatIqd(o.totals.discount, locale)}</dd>
            </>
          )}
          {o.totals.points > 0 && (
            <>
              <dt>{t('points_used', { points: formatNumber(o.totals.points, locale) })}</dt>
              <dd className="text-end">−{formatIqd(o.totals.points_value, locale)}</dd>
            </>
          )}
          <dt>{t('delivery')}</dt>
          <dd className="text-end">{formatIqd(o.totals.delivery_price, locale)}</dd>
          {o.totals.tax > 0 && (
            <>
              <dt>{t('tax')}</dt>
              <dd className="text-end">{formatIqd(o.totals.tax, locale)}</dd>
            </>
          )}
          <dt className="font-semibold">{t('total')}</dt>
          <dd className="text-end font-semibold">{formatIqd(o.totals.total, locale)}</dd>
        </dl>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="order-customer" className={SECTION}>
          <h2 id="order-customer" className="mb-3 text-lg font-semibold">
            {t('customer')}
          </h2>
          <p>
            {can('customers:read') ? (
              <Link to={`/customers/${o.customer.id}`} className="text-brand-700 underline">
                {o.customer.name ?? t('no_name')}
              </Link>
            ) : (
              (o.customer.name ?? t('no_name'))
            )}
          </p>
          {o.customer.phone && (
            <p dir="ltr" className="text-start">
              {o.customer.phone}
            </p>
          )}
          {o.customer.email && (
            <p dir="ltr" className="text-start">
              {o.customer.email}
            </p>
          )}
          <h3 className="mt-3 font-semibold">{t('address')}</h3>
          <p>
            {o.city} — {o.address}
          </p>
          {o.notes && (
            <>
              <h3 className="mt-3 font-semibold">{t('notes')}</h3>
              <p className="whitespace-pre-line">{o.notes}</p>
            </>
          )}
        </section>
        <section aria-labelledby="order-pin" className={SECTION}>
          <h2 id="order-pin" className="sr-only">
            {t('delivery_pin')}
          </h2>
          <MapPinField label={t('delivery_pin')} value={o.location} onChange={() => undefined} readOnly />
        </section>
      </div>

      <section aria-labelledby="order-payment" className={SECTION}>
        <h2 id="order-payment" className="mb-3 text-lg font-semibold">
          {t('payment')}
        </h2>
        <p>
          {t(`method_${o.payment_method}`)} · <PaymentStatusBadge status={o.payment_status} />
        </p>
        {o.payment && (
          <dl className="mt-2 grid max-w-lg grid-cols-2 gap-1 text-sm">
            <dt>{t('bank_status')}</dt>
            <dd dir="ltr" className="text-start">
              {o.payment.status}
            </dd>
            <dt>{t('bank_code')}</dt>
            <dd dir="ltr" className="text-start">
              {o.payment.readable_code}
            </dd>
            <dt>{t('bank_valid_until')}</dt>
            <dd>{formatDateTime(o.payment.valid_until, locale)}</dd>
            {o.payment.declining_reason && (
              <>
                <dt>{t('bank_declined_because')}</dt>
                <dd dir="ltr" className="text-start">
                  {o.payment.declining_reason}
                </dd>
              </>
            )}
          </dl>
        )}
        {manage && (canRefreshPayment(facts) || canRefund(facts)) && (
          <div className="mt-3 flex gap-2">
            {canRefreshPayment(facts) && (
              <Button variant="secondary" busy={refresh.isPending} disabled={busy} onClick={() => refresh.mutate()}>
                {t('payment_refresh')}
              </Button>
            )}
            {canRefund(facts) && (
              <Button variant="danger" disabled={busy} onClick={() => setConfirm('refund')}>
                {t('payment_refund')}
              </Button>
            )}
          </div>
        )}
        {o.points_earned > 0 && (
          <p className="mt-2 text-sm">{t('points_earned', { points: formatNumber(o.points_earned, locale) })}</p>
        )}
      </section>

      <section aria-labelledby="order-history" className={SECTION}>
        <h2 id="order-history" className="mb-3 text-lg font-semibold">
          {t('history')}
        </h2>
        <ol className="flex flex-col gap-1 text-sm">
          {o.history.map((event, index) => (
            <li key={index}>
              <span className="text-stone-700">{formatDateTime(event.created_at, locale)}</span> —{' '}
              {t(`status_${event.status_after}`)} / {t(`payment_${event.payment_after}`)} ({event.actor})
            </li>
          ))}
        </ol>
      </section>

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'refund' ? t('refund_title', { number }) : t('cancel_title', { number })}
        description={
          confirm === 'refund'
            ? t('refund_description')
            : o.payment_status === 'paid'
              ? t('cancel_description_paid')
              : t('cancel_description')
        }
        confirmLabel={confirm === 'refund' ? t('payment_refund') : t('move_cancel')}
        busy={busy}
        onConfirm={() => {
          if (confirm === 'refund') refund.mutate();
          else move.mutate('cancel');
          setConfirm(null);
        }}
      />
    </div>
  );
}
