import { resolveLocale } from '@dukan/core/locales';
import { WishlistView } from '@/features/basket/components/WishlistView';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

// A shopper's own list: nothing for a search engine.
export const generateMetadata = privatePageMetadata('/wishlist', 'account', 'account_wishlist_title');

// The wishlist of whoever is here: a guest's from the browser's storage, a customer's from the server (the
// same list as the account's wishlist page, which guests cannot open). Like the cart, a shell the client fills.
export default async function GuestWishlistPage({ params }: PageProps) {
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
