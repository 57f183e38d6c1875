import { resolveLocale } from '@dukan/core/locales';
import { OrderHistory } from '@/features/orders/components/OrderHistory';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/order-history', 'account', 'account_orders_title');

// The customer's orders load in the browser with the access token (the account layout keeps guests out).
export default async function OrderHistoryPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tAccount = getText(locale, 'account');
  return (
    <TextProvider locale={locale} namespaces={['checkout', 'order', 'payment', 'points']}>
      <h1 className="text-2xl font-bold">{tAccount('account_orders_title')}</h1>
      <OrderHistory />
    </TextProvider>
  );
}
