import { resolveLocale } from '@dukan/core/locales';
import { OrderTextProvider } from '@/features/orders/components/OrderText';
import { RewardPoints } from '@/features/orders/components/RewardPoints';
import { ORDER_MESSAGE_PREFIXES, type OrderMessageKey } from '@/features/orders/messages';
import { pickMessagesByPrefix } from '@/i18n/client-messages';
import { getMessages, getTranslator } from '@/i18n/messages';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/reward-points', 'points_title');

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
