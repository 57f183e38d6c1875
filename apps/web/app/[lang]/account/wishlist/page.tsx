import { resolveLocale } from '@dukan/core/locales';
import { WishlistView } from '@/features/basket/components/WishlistView';
import { pickBasketMessages } from '@/features/basket/messages';
import { getMessages, getTranslator } from '@/i18n/messages';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/wishlist', 'account_wishlist_title');

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
