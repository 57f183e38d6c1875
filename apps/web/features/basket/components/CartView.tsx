'use client';

import type { Locale } from '@dukan/core/locales';
import { formatPrice } from '@dukan/core/money/format';
import { ShoppingCart } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { openAuthModal } from '@/lib/auth/modal-store';
import { isSignedIn } from '@/lib/auth/session';
import { useSession } from '@/lib/auth/use-session';
import { getCartStore } from '@/features/basket/browser-basket';
import { useText } from '@/i18n/use-text';
import { isSoldOut } from '@/features/basket/rules';
import { useCart } from '@/features/basket/use-basket';
import { CartLineItem } from './CartLineItem';
import { BasketEmpty, BasketLoading } from './BasketStates';
import { LoadFailed } from './LoadFailed';
import { VoucherField, type AppliedVoucher } from './VoucherField';

interface Props {
  locale: Locale;
}

/** The cart page: lines, totals, a voucher and the way to checkout (spec §2). */
export function CartView({ locale }: Props) {
  const tBasket = useText('basket');
  const tCart = useText('cart');
  const router = useRouter();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const cart = useCart();
  const [refreshFailed, setRefreshFailed] = useState(false);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const [wantsCheckout, setWantsCheckout] = useState(false);
  const refreshedFor = useRef<string | null>(null);

  // Current prices and stock once it is known whose cart this is: a guest's stored products from the
  // catalogue, a customer's cart from the server (it may have changed in another tab or device).
  useEffect(() => {
    const mode = session.status === 'unauthenticated' ? 'local' : cart.source === 'server' ? 'server' : null;
    if (!mode || refreshedFor.current === mode) return;
    refreshedFor.current = mode;
    let current = true;
    void getCartStore()
      .refresh()
      .then((outcome) => {
        // Lines whose product could not be loaded still show (by number), so they can be removed.
        if (current && !outcome.ok) setRefreshFailed(true);
      });
    return () => {
      current = false;
    };
  }, [session.status, cart.source]);

  const checkoutHref = `/${locale}/checkout${voucher ? `?voucher=${encodeURIComponent(voucher.code)}` : ''}`;
  // A guest who chose to check out goes on once signed in and the cart has reached the server.
  useEffect(() => {
    if (wantsCheckout && signedIn && cart.source === 'server') router.push(checkoutHref);
  }, [wantsCheckout, signedIn, cart.source, checkoutHref, router]);

  if (cart.loadFailed) {
    return (
      <LoadFailed
        message={tBasket('basket_failed')}
        retryLabel={tCart('cart_retry')}
        retry={() => getCartStore().refresh()}
      />
    );
  }

  if (cart.source === 'pending' || (!cart.complete && !refreshFailed)) {
    return <BasketLoading label={tCart('cart_loading')} />;
  }

  if (cart.lines.length === 0) {
    return (
      <BasketEmpty
        icon={ShoppingCart}
        title={tCart('cart_empty')}
        titleClassName="text-stone-800"
        hint={tCart('cart_empty_hint')}
        browseLabel={tCart('cart_browse_products')}
        href={`/${locale}/products`}
      />
    );
  }

  const discount = voucher ? Math.min(voucher.discount, cart.subtotal) : 0;
  const blocked = cart.lines.some(
    (line) => line.product !== null && (isSoldOut(line.product) || line.quantity > line.product.stock),
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="cart-lines-title" className="rounded-xl border border-stone-200 bg-white px-4">
        <h2 id="cart-lines-title" className="sr-only">
          {tCart('cart_title')}
        </h2>
        <ul className="divide-y divide-stone-200">
          {cart.lines.map((line) => (
            <CartLineItem key={line.productId} locale={locale} line={line} />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="cart-summary-title"
        className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="cart-summary-title" className="text-lg font-bold">
          {tCart('cart_summary')}
        </h2>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">{tCart('cart_subtotal')}</dt>
            <dd className="font-medium tabular-nums" data-testid="cart-subtotal">
              {formatPrice(cart.subtotal, locale)}
            </dd>
          </div>
          {discount > 0 ? (
            <div className="flex justify-between gap-4 text-green-800">
              <dt>{tCart('cart_discount')}</dt>
              <dd className="font-medium tabular-nums" data-testid="cart-discount">
                −{formatPrice(discount, locale)}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base">
            <dt className="font-bold">{tCart('cart_total')}</dt>
            <dd className="font-bold tabular-nums" data-testid="cart-total">
              {formatPrice(cart.subtotal - discount, locale)}
            </dd>
          </div>
        </dl>
        <VoucherField
          locale={locale}
          signedIn={signedIn}
          subtotal={cart.subtotal}
          applied={voucher}
          onApplied={setVoucher}
        />
        <p className="text-xs text-stone-500">{tCart('cart_delivery_note')}</p>
        {signedIn && !blocked ? (
          <ShopLink
            href={checkoutHref}
            className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            {tCart('cart_checkout')}
          </ShopLink>
        ) : (
          <div className="space-y-1">
            <button
              type="button"
              disabled={blocked}
              aria-describedby={signedIn ? undefined : 'cart-checkout-hint'}
              onClick={() => {
                setWantsCheckout(true);
                // Checking out is not a choice to log in: the modal opens at its default, register.
                openAuthModal();
              }}
              className="block w-full rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {tCart('cart_checkout')}
            </button>
            {signedIn ? null : (
              <p id="cart-checkout-hint" className="text-xs text-stone-500">
                {tCart('cart_checkout_guest_hint')}
              </p>
            )}
          </div>
        )}
        <ShopLink
          href={`/${locale}/products`}
          className="block text-center text-sm font-medium text-brand-700 hover:underline"
        >
          {tCart('cart_continue_shopping')}
        </ShopLink>
      </section>
    </div>
  );
}
