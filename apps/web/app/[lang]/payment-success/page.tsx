import { resolveLocale } from '@dukan/core/locales';
import { OrderTextProvider } from '@/features/orders/components/OrderText';
import { PaymentStatus } from '@/features/orders/components/PaymentStatus';
import { ORDER_MESSAGE_PREFIXES, type OrderMessageKey } from '@/features/orders/messages';
import { pickMessagesByPrefix } from '@/i18n/client-messages';
import { getMessages, getTranslator } from '@/i18n/messages';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const generateMetadata = privatePageMetadata('/payment-success', 'payment_title');

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The spec's payment-success route (signed-in only): `?order=` names the order whose payment is followed.
export default async function PaymentSuccessPage({ params, searchParams }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  const order = (await searchParams).order;
  const orderId = typeof order === 'string' && ORDER_ID.test(order) ? order : null;
  return (
    <OrderTextProvider
      locale={locale}
      messages={pickMessagesByPrefix<OrderMessageKey>(getMessages(locale), ORDER_MESSAGE_PREFIXES)}
    >
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-6 text-2xl font-bold">{t('payment_title')}</h1>
        <PaymentStatus orderId={orderId} />
      </div>
    </OrderTextProvider>
  );
}
