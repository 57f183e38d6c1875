'use client';

import type { Locale } from '@dukan/core/locales';
import { formatPrice } from '@dukan/core/money/format';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkVoucher } from '@/features/basket/shopping-api';
import { customerCallContext, getSession } from '@/lib/auth/browser-session';
import { openAuthModal } from '@/lib/auth/modal-store';
import { useText } from '@/i18n/use-text';

export interface AppliedVoucher {
  code: string;
  discount: number;
}

interface Props {
  locale: Locale;
  signedIn: boolean;
  /** The cart's subtotal: when it changes, an applied voucher is checked again (minimums, category scope). */
  subtotal: number;
  applied: AppliedVoucher | null;
  onApplied: (voucher: AppliedVoucher | null) => void;
}

function check(code: string) {
  return getSession().authorized((token) => checkVoucher(customerCallContext(), token, code));
}

/**
 * A voucher code checked against the customer's cart on the server (spec §6: signed-in customers); the
 * discount, or the API's reason it does not apply, shows under the field. A guest is offered to sign in.
 */
export function VoucherField({ locale, signedIn, subtotal, applied, onApplied }: Props) {
  const tCart = useText('cart');
  const tBasket = useText('basket');
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checkedAt = useRef(subtotal);

  useEffect(() => {
    if (!applied || checkedAt.current === subtotal) return;
    checkedAt.current = subtotal;
    let current = true;
    void check(applied.code).then((result) => {
      if (!current) return;
      if (result.ok) onApplied({ code: result.data.data.code, discount: result.data.data.discount });
      else {
        onApplied(null);
        setError(result.error.message);
      }
    });
    return () => {
      current = false;
    };
  }, [subtotal, applied, onApplied]);

  if (!signedIn) {
    return (
      <button
        type="button"
        onClick={() => openAuthModal({ phase: 'login' })}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        {tCart('cart_voucher_sign_in')}
      </button>
    );
  }

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm">
        <p role="status" className="font-medium text-green-800">
          {tCart('cart_voucher_applied', { code: applied.code, amount: formatPrice(applied.discount, locale) })}
        </p>
        <button
          type="button"
          onClick={() => onApplied(null)}
          className="font-medium text-stone-700 underline hover:text-red-700"
        >
          {tCart('cart_voucher_remove')}
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(tCart('cart_voucher_required'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await check(code);
    setBusy(false);
    if (result.ok) {
      checkedAt.current = subtotal;
      onApplied({ code: result.data.data.code, discount: result.data.data.discount });
      setCode('');
    } else {
      setError(result.error.message || tBasket('basket_failed'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-1">
      <label htmlFor={`${id}-code`} className="block text-sm font-medium text-stone-700">
        {tCart('cart_voucher_label')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error ${id}-hint`}
          className="min-w-0 flex-1 rounded-lg border border-stone-500 px-3 py-2 uppercase"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {busy ? tCart('cart_voucher_checking') : tCart('cart_voucher_apply')}
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {tCart('cart_voucher_hint')}
      </p>
    </form>
  );
}
