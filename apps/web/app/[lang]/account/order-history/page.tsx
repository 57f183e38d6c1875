import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslator } from '../../../../lib/i18n/messages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = getTranslator(resolveLocale((await params).lang));
  return { title: t('account_orders_title') };
}

// Orders arrive with checkout (the shopping issue); until an order can be placed there is none to list.
export default async function OrderHistoryPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  return (
    <div>
      <h1 className="text-2xl font-bold">{t('account_orders_title')}</h1>
      <div className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
        <p className="text-lg font-medium text-stone-700">{t('account_orders_empty')}</p>
        <Link href={`/${locale}/products`} className="mt-4 inline-block font-medium text-brand-700 hover:underline">
          {t('browse_products')}
        </Link>
      </div>
    </div>
  );
}
