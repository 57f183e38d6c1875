import { resolveLocale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { WishlistView } from './WishlistView';

/**
 * The wishlist page of whoever is here, the same at /wishlist (guests too) and /account/wishlist: a title and a
 * shell the client fills, a guest's list from the browser's storage, a customer's from the server.
 */
export async function WishlistPage({ params }: { params: Promise<{ lang: string }> }) {
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
