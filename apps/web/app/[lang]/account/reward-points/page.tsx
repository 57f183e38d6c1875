import { resolveLocale } from '@dukan/core/locales';
import { RewardPoints } from '@/features/orders/components/RewardPoints';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/reward-points', 'points', 'points_title');

export default async function RewardPointsPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tPoints = getText(locale, 'points');
  return (
    <TextProvider locale={locale} namespaces={['checkout', 'order', 'payment', 'points']}>
      <h1 className="text-2xl font-bold">{tPoints('points_title')}</h1>
      <RewardPoints />
    </TextProvider>
  );
}
