import { resolveLocale } from '@dukan/core/locales';
import { CartView } from '@/features/basket/components/CartView';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/cart', 'cart', 'cart_title');

// The cart lives in the browser (a guest's) or behind the customer's token: the page is a shell the
// client fills, so it renders the same for everyone.
export default async function CartPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tCart = getText(locale, 'cart');
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold">{tCart('cart_title')}</h1>
      <TextProvider locale={locale} namespaces={['cart', 'basket']}>
        <CartView locale={locale} />
      </TextProvider>
    </div>
  );
}
