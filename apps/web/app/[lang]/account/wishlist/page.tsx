import { resolveLocale } from '@dukan/core/locales';
import { WishlistView } from '@/features/basket/components/WishlistView';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/wishlist', 'account', 'account_wishlist_title');

export default async function WishlistPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tAccount = getText(locale, 'account');
  return (
    <div>
      <h1 className="text-2xl font-bold">{tAccount('account_wishlist_title')}</h1>
      <TextProvider locale={locale} namespaces={['cart', 'basket', 'wishlist']}>
        <WishlistView locale={locale} />
      </TextProvider>
    </div>
  );
}
