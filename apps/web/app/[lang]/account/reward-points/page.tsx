import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { OrderTextProvider } from '@/features/orders/components/OrderText';
import { RewardPoints } from '@/features/orders/components/RewardPoints';
import { ORDER_MESSAGE_PREFIXES, type OrderMessageKey } from '@/features/orders/messages';
import { pickMessagesByPrefix } from '@/i18n/client-messages';
import { getMessages, getTranslator } from '@/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = resolveLocale((await params).lang);
  return pageMetadata({
    locale,
    path: '/account/reward-points',
    title: getTranslator(locale)('points_title'),
    noIndex: true,
  });
}

export default async function RewardPointsPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  return (
    <OrderTextProvider
      locale={locale}
      messages={pickMessagesByPrefix<OrderMessageKey>(getMessages(locale), ORDER_MESSAGE_PREFIXES)}
    >
      <h1 className="text-2xl font-bold">{t('points_title')}</h1>
      <RewardPoints />
    </OrderTextProvider>
  );
}
