import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { PageBanners } from '@/features/content/components/PageBanners';
import { Pagination } from '@/features/catalogue/components/Pagination';
import { ProductGrid } from '@/features/catalogue/components/ProductCard';
import { getDiscounted } from '@/features/catalogue/catalogue-api';
import { getTranslator } from '@/i18n/messages';
import { parseListingState } from '@/features/catalogue/url-state';
import { pageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const OFFERS_PAGE_SIZE = 20;

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  // Each page of offers is its own canonical page (other products on it); page 1 has no query.
  const { page } = parseListingState(await searchParams);
  return pageMetadata({
    locale,
    path: page > 1 ? `/offers?page=${page}` : '/offers',
    metaPage: page > 1 ? undefined : 'offers',
    title: page > 1 ? `${t('offers_title')} · ${t('page_number', { page })}` : t('offers_title'),
    description: t('offers_intro'),
  });
}

export default async function OffersPage({ params, searchParams }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  // Only the page number matters here; the listing's parser already reads it leniently (Arabic digits too).
  const { page } = parseListingState(await searchParams);
  const result = await getDiscounted(locale, page, OFFERS_PAGE_SIZE);
  if (!result.ok) throw new Error(`Offers could not be loaded (${result.error.status}): ${result.error.message}`);
  const offers = result.data;
  const basePath = `/${locale}/offers`;

  return (
    <div>
      <PageBanners locale={locale} page="offers" />
      <h1 className="text-2xl font-bold">{t('offers_title')}</h1>
      <p className="mt-1 mb-6 text-sm text-stone-600">{t('offers_intro')}</p>
      {offers.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-lg font-medium text-stone-600">
          {t('no_results')}
        </p>
      ) : (
        <ProductGrid locale={locale} t={t} products={offers.items} priorityCount={2} headingLevel="h2" />
      )}
      <Pagination
        locale={locale}
        t={t}
        page={offers.page}
        lastPage={offers.lastPage}
        hrefFor={(p) => (p > 1 ? `${basePath}?page=${p}` : basePath)}
      />
    </div>
  );
}
