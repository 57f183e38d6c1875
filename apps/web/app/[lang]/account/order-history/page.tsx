import { OrderAccountPage } from '@/features/orders/components/OrderAccountPage';
import { OrderHistory } from '@/features/orders/components/OrderHistory';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/order-history', 'account', 'account_orders_title');

// The customer's orders load in the browser with the access token (the account layout keeps guests out).
export default function OrderHistoryPage({ params }: PageProps) {
  return (
    <OrderAccountPage params={params} namespace="account" titleKey="account_orders_title">
      <OrderHistory />
    </OrderAccountPage>
  );
}
