import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslator } from '../../../../lib/i18n/messages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = getTranslator(resolveLocale((await params).lang));
  return { title: t('account_wishlist_title') };
}

// The wishlist itself (server list, local guest items, add and remove) comes with the shopping issue; until
// then no product can be on it, so the empty state is the truth.
export default async function WishlistPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  return (
    <div>
      <h1 className="text-2xl font-bold">{t('account_wishlist_title')}</h1>
      <div className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
        <p className="text-lg font-medium text-stone-700">{t('wishlist_empty')}</p>
        <p className="mt-1 text-sm text-stone-600">{t('account_wishlist_hint')}</p>
        <Link href={`/${locale}/products`} className="mt-4 inline-block font-medium text-brand-700 hover:underline">
          {t('browse_products')}
        </Link>
      </div>
    </div>
  );
}
