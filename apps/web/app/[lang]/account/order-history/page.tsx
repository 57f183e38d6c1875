import { resolveLocale } from '@dukan/core/locales';
import { OrderHistory } from '@/features/orders/components/OrderHistory';
import { OrderTextProvider } from '@/features/orders/components/OrderText';
import { ORDER_MESSAGE_PREFIXES, type OrderMessageKey } from '@/features/orders/messages';
import { pickMessagesByPrefix } from '@/i18n/client-messages';
import { getMessages, getTranslator } from '@/i18n/messages';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/order-history', 'account_orders_title');

// The customer's orders load in the browser with the access token (the account layout keeps guests out).
export default async function OrderHistoryPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  return (
    <OrderTextProvider
      locale={locale}
      messages={pickMessagesByPrefix<OrderMessageKey>(getMessages(locale), ORDER_MESSAGE_PREFIXES)}
    >
      <h1 className="text-2xl font-bold">{t('account_orders_title')}</h1>
      <OrderHistory />
    </OrderTextProvider>
  );
}
