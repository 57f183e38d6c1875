// One customer: who they are, their recent orders, the points ledger, the vouchers they used and their
// welcome voucher; disabling the account asks first (they are signed out and cannot order).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDate, formatDateTime, formatIdentifier, formatIqd, formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { useSession } from '../auth/session';
import { OrderStatusBadge, PaymentStatusBadge } from '../orders/StatusBadges';
import { readCustomer, setCustomerDisabled } from './api';

const SECTION = 'rounded-lg border border-stone-300 bg-white p-4';

export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const t = useText('customers');
  const orders = useText('orders');
  const { locale } = useLocale();
  const { can } = useSession();
  const notify = useToast();
  const queryClient = useQueryClient();
  const customer = useQuery({ queryKey: ['customer', id], queryFn: () => readCustomer(id) });
  const [confirming, setConfirming] = useState(false);
  const toggle = useMutation({
    mutationFn: (disabled: boolean) => setCustomerDisabled(id, disabled),
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ['customer', id] });
      await queryClient.invalidateQueries({ queryKey: ['customers'] });
      if (r?.message) notify(r.message);
    },
    onError: (error) => notify(error.message, 'error'),
  });

  if (customer.isPending) return <Loading />;
  if (customer.isError) return <ErrorBox error={customer.error} onRetry={() => void customer.refetch()} />;
  const c = customer.data;
  const name = c.name || t('no_name');
  const disabled = c.status === 'disabled';

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={name}
        actions={
          can('customers:manage') && (c.status === 'active' || disabled) ? (
            disabled ? (
              <Button busy={toggle.isPending} onClick={() => toggle.mutate(false)}>
                {t('enable')}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('disable')}
              </Button>
            )
          ) : undefined
        }
      />
      <section aria-labelledby="customer-about" className={SECTION}>
        <h2 id="customer-about" className="mb-2 text-lg font-semibold">
          {t('about')}
        </h2>
        <dl className="grid max-w-xl grid-cols-2 gap-1 text-sm">
          <dt>{t('state')}</dt>
          <dd>{t(`state_${c.status}`)}</dd>
          {c.identifiers.map((identifier) => (
            <div key={`${identifier.kind}-${identifier.value}`} className="contents">
              <dt>{t(identifier.kind === 'phone' ? 'phone' : 'email')}</dt>
              <dd dir="ltr" className="text-start">
                {identifier.value}
              </dd>
            </div>
          ))}
          <dt>{t('joined')}</dt>
          <dd>{formatDate(c.created_at, locale)}</dd>
          {c.profile?.birthday && (
            <>
              <dt>{t('birthday')}</dt>
              <dd>{formatDate(c.profile.birthday, locale)}</dd>
            </>
          )}
        </dl>
      </section>

      <section aria-labelledby="customer-orders" className={SECTION}>
        <h2 id="customer-orders" className="mb-2 text-lg font-semibold">
          {t('orders_count', { count: c.orders })}
        </h2>
        {c.recent_orders.length === 0 ? (
          <p className="text-stone-700">{t('no_orders')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {c.recent_orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center gap-2">
                <Link to={`/orders/${order.id}`} className="text-brand-700 underline">
                  {orders('order_number', { number: formatIdentifier(order.number, locale) })}
                </Link>
                <span>{formatDateTime(order.created_at, locale)}</span>
                <span>{formatIqd(order.total, locale)}</span>
                <OrderStatusBadge status={order.status} />
                <PaymentStatusBadge status={order.payment_status} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="customer-points" className={SECTION}>
        <h2 id="customer-points" className="mb-2 text-lg font-semibold">
          {t('points_balance', { points: formatNumber(c.points.balance, locale) })}
        </h2>
        {c.points.entries.length > 0 && (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('points_ledger')}</caption>
            <thead>
              <tr>
                {[t('when'), t('entry'), t('points'), t('order')].map((h) => (
                  <th key={h} scope="col" className="py-1 text-start">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {c.points.entries.map((entry, index) => (
                <tr key={index} className="border-t border-stone-200">
                  <td className="py-1">{formatDateTime(entry.created_at, locale)}</td>
                  <td className="py-1">{t(`entry_${entry.kind}`)}</td>
                  <td className="py-1">{formatNumber(entry.points, locale)}</td>
                  <td className="py-1">
                    {entry.order_id && entry.order_number !== null && (
                      <Link to={`/orders/${entry.order_id}`} className="text-brand-700 underline">
                        {orders('order_number', { number: formatIdentifier(entry.order_number, locale) })}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="customer-vouchers" className={SECTION}>
        <h2 id="customer-vouchers" className="mb-2 text-lg font-semibold">
          {t('vouchers')}
        </h2>
        {c.welcome_voucher && (
          <p className="text-sm">
            {t('welcome_voucher')}: <span dir="ltr">{c.welcome_voucher.code}</span>
            {c.welcome_voucher.percent_off !== null &&
              ` (${formatNumber(c.welcome_voucher.percent_off, locale)}%)`} —{' '}
            {c.welcome_voucher.used ? t('used') : t('not_used')}
            {c.welcome_voucher.expires_at &&
              ` — ${t('expires', { date: formatDate(c.welcome_voucher.expires_at, locale) })}`}
          </p>
        )}
        {c.vouchers_used.length === 0 ? (
          <p className="text-sm text-stone-700">{t('no_vouchers_used')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {c.vouchers_used.map((use) => (
              <li key={`${use.code}-${use.order_id}`}>
                <span dir="ltr">{use.code}</span> — {formatIqd(use.discount, locale)} —{' '}
                <Link to={`/orders/${use.order_id}`} className="text-brand-700 underline">
                  {formatDate(use.created_at, locale)}
                </Link>
                {use.released && ` (${t('released')})`}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('disable_title', { name })}
        description={t('disable_description')}
        confirmLabel={t('disable')}
        busy={toggle.isPending}
        onConfirm={() => {
          toggle.mutate(true);
          setConfirming(false);
        }}
      />
    </div>
  );
}
