import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { WishlistView } from '@/features/basket/components/WishlistView';
import { pickBasketMessages } from '@/features/basket/messages';
import { getMessages, getTranslator } from '@/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = resolveLocale((await params).lang);
  return pageMetadata({
    locale,
    path: '/account/wishlist',
    title: getTranslator(locale)('account_wishlist_title'),
    noIndex: true,
  });
}

export default async function WishlistPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  return (
    <div>
      <h1 className="text-2xl font-bold">{t('account_wishlist_title')}</h1>
      <WishlistView locale={locale} messages={pickBasketMessages(getMessages(locale))} />
    </div>
  );
}
