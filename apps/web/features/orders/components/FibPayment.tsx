'use client';

import { orderFormat } from './order-format';
import type { Order } from '@dukan/core/contract/orders';
import { Building2, Briefcase, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { formatCountdown, safeAppLink, safeQrSource } from '@/features/orders/order-state';
import { useCountdown } from '@/ui/use-countdown';
import { useText } from '@/i18n/use-text';

interface Props {
  order: Order;
  payment: NonNullable<Order['payment']>;
}

/** What the shopper pays with: the QR code, the readable code, the three FIB apps and the time left. */
export function FibPayment({ order, payment }: Props) {
  const tPayment = useText('payment');
  const format = orderFormat(tPayment.locale);
  const [copied, setCopied] = useState(false);
  const secondsLeft = useCountdown(Date.parse(payment.valid_until) || 0);
  const qr = safeQrSource(payment.qr_code);
  const links = [
    {
      key: 'personal',
      href: safeAppLink(payment.personal_app_link),
      label: tPayment('payment_open_personal'),
      Icon: Smartphone,
    },
    {
      key: 'business',
      href: safeAppLink(payment.business_app_link),
      label: tPayment('payment_open_business'),
      Icon: Briefcase,
    },
    {
      key: 'corporate',
      href: safeAppLink(payment.corporate_app_link),
      label: tPayment('payment_open_corporate'),
      Icon: Building2,
    },
  ];

  async function copy() {
    try {
      await navigator.clipboard.writeText(payment.readable_code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section aria-labelledby="fib-payment" className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="fib-payment" className="text-lg font-bold">
        {tPayment('payment_fib_title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{tPayment('payment_fib_intro')}</p>
      <div className="mt-4 flex flex-col items-center gap-6 md:flex-row md:items-start">
        {qr ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data: URL from the bank; nothing to optimize
          <img
            src={qr}
            alt={tPayment('payment_qr_alt', { number: format.orderNumber(order.number) })}
            width={240}
            height={240}
            className="h-60 w-60 shrink-0 rounded-lg border border-stone-200 bg-white"
          />
        ) : null}
        <div className="w-full min-w-0 space-y-4">
          <div>
            <p className="text-sm text-stone-600">{tPayment('payment_amount')}</p>
            <p className="text-2xl font-bold tabular-nums">{format.price(order.totals.total)}</p>
          </div>
          <div>
            <p className="text-sm text-stone-600">{tPayment('payment_code_label')}</p>
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-mono text-2xl font-bold tracking-wider" dir="ltr" data-testid="fib-readable-code">
                {payment.readable_code}
              </p>
              <button
                type="button"
                onClick={() => void copy()}
                className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100"
              >
                {copied ? tPayment('payment_copied') : tPayment('payment_copy_code')}
              </button>
            </div>
          </div>
          <p className="font-medium text-amber-800" role="timer" aria-live="off">
            {tPayment('payment_expires_in', { time: format.digits(formatCountdown(secondsLeft)) })}
          </p>
          <ul className="flex flex-wrap gap-2">
            {links.map(({ key, href, label, Icon }) =>
              href ? (
                <li key={key}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                    {label}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </div>
      </div>
    </section>
  );
}
