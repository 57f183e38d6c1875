import { useText } from '../../i18n/I18nProvider';

const ORDER_TONE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-stone-200 text-stone-800',
};
const PAYMENT_TONE: Record<string, string> = {
  unpaid: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  expired: 'bg-stone-200 text-stone-800',
  declined: 'bg-red-100 text-red-900',
};

const BADGE = 'inline-block rounded px-2 py-0.5 text-xs font-semibold';

export function OrderStatusBadge({ status }: { status: string }) {
  const t = useText('orders');
  return <span className={`${BADGE} ${ORDER_TONE[status] ?? ''}`}>{t(`status_${status}`)}</span>;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  const t = useText('orders');
  return <span className={`${BADGE} ${PAYMENT_TONE[status] ?? ''}`}>{t(`payment_${status}`)}</span>;
}
