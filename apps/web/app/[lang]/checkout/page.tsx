import { PAYMENT_METHOD_KEYS } from '@dukan/core/contract/orders';
import { resolveLocale } from '@dukan/core/locales';
import { CheckoutForm, type CheckoutPaymentMethod } from '@/features/orders/components/CheckoutForm';
import { getPaymentMethods } from '@/features/catalogue/catalogue-api';
import { getCities } from '@/features/orders/orders-api';
import { mapTilesFromEnv } from '@/features/orders/map-config';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { privatePageMetadata } from '@/lib/seo/metadata';
import { ORDER_NAMESPACES } from '@/features/orders/order-texts';

interface PageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const generateMetadata = privatePageMetadata('/checkout', 'checkout', 'checkout_title');

// Signed-in only (spec §2): the session provider sends guests to '/'. The cart, points and voucher are the
// customer's and load in the browser; cities, payment methods and the map's tile server come from here.
export default async function CheckoutPage({ params, searchParams }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tCheckout = getText(locale, 'checkout');
  const tPayment = getText(locale, 'payment');
  const voucher = (await searchParams).voucher;
  const [cities, methods] = await Promise.all([getCities(locale), getPaymentMethods(locale)]);

  const offered: CheckoutPaymentMethod[] = (methods.ok ? methods.data : [])
    .filter((m) => (PAYMENT_METHOD_KEYS as readonly string[]).includes(m.key))
    .map((m) => ({ key: m.key, title: m.title, description: m.description }));
  // Without the list (the API briefly away), the two methods the API takes are still offered by name.
  const paymentMethods: CheckoutPaymentMethod[] =
    offered.length > 0
      ? offered
      : PAYMENT_METHOD_KEYS.map((key) => ({
          key,
          title: tPayment(key === 'fib' ? 'payment_method_fib' : 'payment_method_cod'),
          description: '',
        }));

  return (
    <TextProvider locale={locale} namespaces={ORDER_NAMESPACES}>
      <h1 className="text-2xl font-bold">{tCheckout('checkout_title')}</h1>
      <p className="mb-6 mt-1 text-stone-600">{tCheckout('checkout_intro')}</p>
      <CheckoutForm
        cities={cities.ok ? cities.data : []}
        paymentMethods={paymentMethods}
        tiles={mapTilesFromEnv()}
        initialVoucher={typeof voucher === 'string' && voucher.trim() !== '' ? voucher.trim().slice(0, 40) : null}
      />
    </TextProvider>
  );
}
