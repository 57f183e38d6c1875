import { resolveLocale } from '@dukan/core/locales';
import { CartView } from '@/features/basket/components/CartView';
import { pickBasketMessages } from '@/features/basket/messages';
import { getMessages, getTranslator } from '@/i18n/messages';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/cart', 'cart_title');

// The cart lives in the browser (a guest's) or behind the customer's token: the page is a shell the
// client fills, so it renders the same for everyone.
export default async function CartPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold">{t('cart_title')}</h1>
      <CartView locale={locale} messages={pickBasketMessages(getMessages(locale))} />
    </div>
  );
}
