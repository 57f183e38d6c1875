import { resolveLocale } from '@dukan/core/locales';
import { PaymentStatus } from '@/features/orders/components/PaymentStatus';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { privatePageMetadata } from '@/lib/seo/metadata';
import { ORDER_NAMESPACES } from '@/features/orders/order-texts';

interface PageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const generateMetadata = privatePageMetadata('/payment-success', 'payment', 'payment_title');

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The spec's payment-success route (signed-in only): `?order=` names the order whose payment is followed.
export default async function PaymentSuccessPage({ params, searchParams }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tPayment = getText(locale, 'payment');
  const order = (await searchParams).order;
  const orderId = typeof order === 'string' && ORDER_ID.test(order) ? order : null;
  return (
    <TextProvider locale={locale} namespaces={ORDER_NAMESPACES}>
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-6 text-2xl font-bold">{tPayment('payment_title')}</h1>
        <PaymentStatus orderId={orderId} />
      </div>
    </TextProvider>
  );
}
