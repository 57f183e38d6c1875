import { OrderAccountPage } from '@/features/orders/components/OrderAccountPage';
import { RewardPoints } from '@/features/orders/components/RewardPoints';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/reward-points', 'points', 'points_title');

export default function RewardPointsPage({ params }: PageProps) {
  return (
    <OrderAccountPage params={params} namespace="points" titleKey="points_title">
      <RewardPoints />
    </OrderAccountPage>
  );
}
