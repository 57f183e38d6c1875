'use client';

import { formatDate } from '@dukan/core/format/dates';
import { Gift } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { receiveDiscount, type WelcomeVoucherData } from '@/features/account/customer-api';
import { useSession } from '@/lib/auth/use-session';
import { useText } from '@/i18n/use-text';
import { withCustomer } from '@/lib/auth/use-customer-call';

/** The one-time personal welcome voucher: asked for with a button, shown with its code and expiry. */
export function WelcomeVoucher() {
  const tAccount = useText('account');
  const tAuth = useText('auth');
  const locale = tAccount.locale;
  const { status } = useSession();
  const [voucher, setVoucher] = useState<WelcomeVoucherData['data'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const copyButton = useRef<HTMLButtonElement>(null);

  // The button that asked is gone once the voucher shows: hand the focus to the voucher's own button.
  useEffect(() => {
    if (voucher) copyButton.current?.focus();
  }, [voucher]);

  async function receive() {
    setBusy(true);
    const result = await withCustomer(receiveDiscount);
    setBusy(false);
    if (result.ok) setVoucher(result.data.data);
  }

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  if (status !== 'registered') return null;
  const expires = voucher ? formatDate(voucher.expires_at, locale) : '';

  return (
    <section aria-labelledby="welcome-voucher" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="welcome-voucher" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Gift className="h-5 w-5" aria-hidden="true" />
        {tAccount('account_voucher_title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{tAccount('account_voucher_intro')}</p>
      <div aria-live="polite">
        {voucher ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <div>
              <p className="text-sm text-stone-600">{tAccount('account_voucher_code')}</p>
              <p className="font-mono text-2xl font-bold tracking-wider" dir="ltr">
                {voucher.code}
              </p>
              <p className="text-sm text-stone-700">
                {tAccount('account_voucher_percent', { percent: voucher.percent_off })} ·{' '}
                {tAccount('account_voucher_expires', { date: expires })}
              </p>
            </div>
            <button
              ref={copyButton}
              type="button"
              onClick={() => void copy(voucher.code)}
              className="rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-white"
            >
              {copied ? tAccount('account_copied') : tAccount('account_copy_code')}
            </button>
          </div>
        ) : null}
      </div>
      {voucher ? null : (
        <button
          type="button"
          onClick={() => void receive()}
          disabled={busy}
          className="mt-4 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {busy ? tAuth('auth_busy') : tAccount('account_voucher_button')}
        </button>
      )}
    </section>
  );
}
